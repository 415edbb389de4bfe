/** Served while the gateway's prerenderer has the page ready: its wake script. */
const PRERENDERED_MARK = 'src="/wake/';

/**
 * Waits until the gateway answers each path with its prerendered page: right after start it
 * serves the shell's plain index.html while the prerenderer works (for a while on a busy machine),
 * and a measurement of that page would count what every section costs when rendered at once.
 */
export async function waitForPrerenderedPages(
  baseUrl: string,
  paths: readonly string[],
  timeoutMs = 180_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (const path of paths) {
    for (;;) {
      const html = await (await fetch(`${baseUrl}${path}`)).text();
      if (html.includes(PRERENDERED_MARK)) break;
      if (Date.now() > deadline)
        throw new Error(`${path} was not served prerendered within ${timeoutMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
