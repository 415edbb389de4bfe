/** Polls the gateway's /healthz until it answers 200; returns the last answer's body on timeout. */
export async function waitHealthy(
  url: string,
  {
    timeoutMs = 120_000,
    intervalMs = 500,
    isAborted = () => false,
  }: { timeoutMs?: number; intervalMs?: number; isAborted?: () => boolean } = {},
): Promise<{ ok: true } | { ok: false; last: string }> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline && !isAborted()) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
      if (response.status === 200) return { ok: true };
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return { ok: false, last };
}
