export type EventuallyOptions = {
  /** How long to keep asking; generous, because a loaded two-core machine is slow, not broken. */
  timeoutMs?: number;
  intervalMs?: number;
  /** Names the condition in the failure. */
  what?: string;
  /**
   * Keep asking when `check` throws (a server not listening yet); the last error is named in the
   * failure. Otherwise an error from `check` fails at once.
   */
  retryErrors?: boolean;
};

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The one polling helper, for tests and scripts alike (no test runner imported): asks `check`
 * until it answers something other than undefined, null or false, and returns that answer; fails
 * with `what` after `timeoutMs`.
 */
export async function eventually<T>(
  check: () => Promise<T | undefined | null | false> | T | undefined | null | false,
  {
    timeoutMs = 30_000,
    intervalMs = 50,
    what = 'condition',
    retryErrors = false,
  }: EventuallyOptions = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== null && value !== false) return value;
    } catch (error) {
      if (!retryErrors) throw error;
      lastError = error;
    }
    if (Date.now() > deadline) {
      const last = lastError === undefined ? '' : ` (last error: ${errorText(lastError)})`;
      throw new Error(`${what} not met within ${timeoutMs} ms${last}`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
