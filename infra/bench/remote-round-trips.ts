import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from './first-visit-js';

export type RoundTrips = {
  /** Sequential round trips after the HTML until the remote's page is live (`nomada:remote-rendered`). */
  roundTrips: number;
  /** Requests made by then, by how many requests had to finish before each could start. */
  requestsByDepth: number[];
  /** Milliseconds from navigation start to the mark (unthrottled, this machine). */
  remoteRenderedMs: number;
};

type Sent = {
  requestId: string;
  request: { url: string };
  type?: string;
  wallTime: number;
  initiator: {
    type: string;
    url?: string;
    stack?: { callFrames: { url: string }[]; parent?: unknown };
  };
};

const isApiCall = (url: string) => /^\/(functions|auth)\//.test(new URL(url).pathname);

type Stack = NonNullable<Sent['initiator']['stack']>;

function stackUrls(stack: Stack | undefined): string[] {
  const urls: string[] = [];
  for (let frame: Stack | undefined = stack; frame; frame = frame.parent as Stack | undefined)
    urls.push(...frame.callFrames.map((call) => call.url).filter(Boolean));
  return urls;
}

/**
 * Counts the round trips from the HTML to the first remote paint in a fresh browser: the document
 * is depth 0, what its markup names (scripts and preloads) depth 1, what a script of depth n asks
 * for depth n + 1. A request the page preloaded is served from the preload, so it stays at depth 1.
 */
export async function measureRemoteRoundTrips(url: string): Promise<RoundTrips> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const sent: Sent[] = [];
    cdp.on('Network.requestWillBeSent', (event) => sent.push(event as unknown as Sent));
    await page.goto(url);
    await page.waitForFunction(
      () => performance.getEntriesByName('nomada:remote-rendered').length > 0,
      undefined,
      { timeout: 60_000 },
    );
    const { markAt, origin } = await page.evaluate(() => ({
      markAt: performance.getEntriesByName('nomada:remote-rendered')[0]!.startTime,
      origin: performance.timeOrigin,
    }));
    const depthOf = new Map<string, number>();
    const counted: number[] = [];
    const document = new URL(url).href;
    for (const event of sent) {
      const requested = event.request.url;
      // API calls (the session check) run beside the page, not on the way to it.
      if (requested.startsWith('data:') || isApiCall(requested)) continue;
      if (requested === document && !depthOf.has(requested)) {
        depthOf.set(requested, 0);
        continue;
      }
      const parents =
        event.initiator.type === 'parser'
          ? [event.initiator.url ?? document]
          : stackUrls(event.initiator.stack);
      const depth = 1 + Math.max(0, ...parents.map((parent) => depthOf.get(parent) ?? 0));
      if (!depthOf.has(requested)) depthOf.set(requested, depth);
      if (event.wallTime * 1000 <= origin + markAt) counted[depth] = (counted[depth] ?? 0) + 1;
    }
    const requestsByDepth = Array.from(counted, (count) => count ?? 0);
    return {
      roundTrips: requestsByDepth.length - 1,
      requestsByDepth: requestsByDepth.slice(1),
      remoteRenderedMs: markAt,
    };
  } finally {
    await browser.close();
  }
}
