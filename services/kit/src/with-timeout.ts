/** Redis commands queue while Redis reconnects; callers that must answer quickly give up after this. */
export const REDIS_TIMEOUT_MS = 1_000;

/**
 * Rejects when `promise` has not settled within `ms` (the work itself is not cancelled).
 *
 * When the event loop itself was blocked past `ms` (a loaded machine, a long GC), the timer and
 * the answer are both due at once and timers run before I/O callbacks; the rejection therefore
 * waits one turn (setImmediate runs after the I/O phase) so an answer already received still wins.
 */
export function withTimeout<T>(promise: Promise<T>, ms: number, what = 'operation'): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  let turn: NodeJS.Immediate | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      turn = setImmediate(() => reject(new Error(`${what} did not finish within ${ms} ms`)));
    }, ms);
  });
  return Promise.race([promise, timeout]).finally(() => {
    clearTimeout(timer);
    clearImmediate(turn);
  });
}
