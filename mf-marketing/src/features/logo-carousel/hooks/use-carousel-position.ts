import { useEffect, useState } from 'react';

export const PARTNER_ADVANCE_MS = 2000;
export const SLIDE_TRANSITION_MS = 600;

/**
 * Position of a looping track that holds the slides followed by clones of the first ones. It
 * moves one slide every `intervalMs`, forever: docs/product/screens.md wants it to keep going whatever
 * the visitor does, so nothing here listens to hover, focus or clicks. On reaching the clone of
 * slide 0 it jumps back to the real one without animation, which looks the same.
 */
export function useCarouselPosition(count: number, intervalMs = PARTNER_ADVANCE_MS) {
  const [position, setPosition] = useState(0);
  const [animated, setAnimated] = useState(true);

  useEffect(() => {
    const timer = setInterval(() => {
      setAnimated(true);
      setPosition((current) => (current >= count ? 1 : current + 1));
    }, intervalMs);
    return () => clearInterval(timer);
  }, [count, intervalMs]);

  useEffect(() => {
    if (position < count) return undefined;
    const timer = setTimeout(() => {
      setAnimated(false);
      setPosition(0);
    }, SLIDE_TRANSITION_MS);
    return () => clearTimeout(timer);
  }, [position, count]);

  return { position, animated, active: position % count };
}
