/** Puts a fixed-position panel under its trigger, aligned to the trigger's right edge. */
export function placeBelow(panel: HTMLElement, trigger: HTMLElement, gap = 4): void {
  const rect = trigger.getBoundingClientRect();
  panel.style.top = `${rect.bottom + gap}px`;
  panel.style.right = `${Math.max(8, window.innerWidth - rect.right)}px`;
  panel.style.left = 'auto';
  panel.style.bottom = 'auto';
}
