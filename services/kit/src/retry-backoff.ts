/** How long an outbox row waits before its next attempt: the first retry after `baseMs`, doubling, at most `maxMs`. */
export type RetryBackoff = { baseMs: number; maxMs: number };

/**
 * The delay before trying a row again once it has failed `attempts` times (counting the one just
 * failed). One formula for every outbox relay (review's decision emails, identity's erasures), so
 * their retries grow alike and a change to it is made once.
 */
export function retryDelayMs(attempts: number, { baseMs, maxMs }: RetryBackoff): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}
