export type EventuallyOptions = {
  /** How long to keep asking; generous, because a loaded two-core machine is slow, not broken. */
  timeoutMs?: number;
  intervalMs?: number;
  /** Names the condition in the failure. */
  what?: string;
};

/**
 * The one polling helper of the tests: asks `check` until it answers something other than
 * undefined, null or false, and returns that answer; fails with `what` after `timeoutMs`.
 */
export async function eventually<T>(
  check: () => Promise<T | undefined | null | false> | T | undefined | null | false,
  { timeoutMs = 30_000, intervalMs = 50, what = 'condition' }: EventuallyOptions = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`${what} not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
