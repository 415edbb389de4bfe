/** Polls until `check` returns something other than undefined/false; generous for a loaded machine. */
export async function eventually<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  { timeoutMs = 30_000, what = 'condition' }: { timeoutMs?: number; what?: string } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`${what} not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
