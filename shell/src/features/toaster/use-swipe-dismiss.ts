import { useRef, useState, type PointerEvent } from 'react';

/** docs/product/constants.md: a swipe of 50 px to the right dismisses a toast. */
export const SWIPE_THRESHOLD_PX = 50;

export function useSwipeDismiss(onDismiss: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const [offset, setOffset] = useState(0);

  const reset = () => {
    start.current = null;
    setOffset(0);
  };

  return {
    offset,
    handlers: {
      onPointerDown(event: PointerEvent<HTMLElement>) {
        // Buttons inside the toast keep their normal click.
        if ((event.target as HTMLElement).closest('button')) return;
        start.current = { x: event.clientX, y: event.clientY };
        event.currentTarget.setPointerCapture?.(event.pointerId);
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        if (!start.current) return;
        setOffset(Math.max(0, event.clientX - start.current.x));
      },
      onPointerUp(event: PointerEvent<HTMLElement>) {
        if (!start.current) return;
        const distance = event.clientX - start.current.x;
        reset();
        if (distance >= SWIPE_THRESHOLD_PX) onDismiss();
      },
      onPointerCancel: reset,
    },
  };
}
