/**
 * Dispatched on `document` once the page's remote has settled in React: its page hydrated or
 * rendered, or its "temporarily unavailable" panel shown. Until then a prerendered page's clicks wait
 * in the interaction buffer (interaction-buffer.ts).
 */
export const PAGE_LIVE_EVENT = 'nomada:page-live';

export function announcePageLive(): void {
  document.dispatchEvent(new Event(PAGE_LIVE_EVENT));
}
