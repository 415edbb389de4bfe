import { eventually } from '@nomada/service-kit/eventually';

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
  for (const path of paths)
    await eventually(
      async () => (await (await fetch(`${baseUrl}${path}`)).text()).includes(PRERENDERED_MARK),
      {
        timeoutMs: Math.max(0, deadline - Date.now()),
        intervalMs: 500,
        what: `${path} served prerendered`,
      },
    );
}
