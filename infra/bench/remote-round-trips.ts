import { launchChromium } from './bench-chromium';
import { REMOTE_RENDERED_MARK, waitUntilLive } from '../src/page-live';

export type RoundTrips = {
  /**
   * Sequential round trips after the HTML until the remote's page is on screen: 0 when the HTML
   * carries it (a prerendered page), else until `nomada:remote-rendered`.
   */
  roundTrips: number;
  /** Requests made by then, by how many requests had to finish before each could start. */
  requestsByDepth: number[];
  /**
   * From the first interaction until the page is live: requests that still went to the network
   * (on a prerendered page, what the wake script fetched ahead is in the cache) and milliseconds
   * (unthrottled, this machine).
   */
  afterInteraction: { networkRequests: number; liveMs: number };
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
 * Counts the round trips from the HTML to the first remote paint: the document is depth 0, what
 * its markup names depth 1, what a script of depth n asks for depth n + 1.
 */
function requestsByDepthUntil(sent: readonly Sent[], document: string, until: number): number[] {
  const depthOf = new Map<string, number>();
  const counted: number[] = [];
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
    if (event.wallTime * 1000 <= until) counted[depth] = (counted[depth] ?? 0) + 1;
  }
  return Array.from(counted, (count) => count ?? 0);
}

/**
 * In a fresh browser: the round trips from the HTML to the remote's page on screen, then, once the
 * page has loaded and the network is idle, what the first interaction (a pointer move) costs until
 * the page is live.
 */
export async function measureRemoteRoundTrips(url: string): Promise<RoundTrips> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const sent: Sent[] = [];
    const fromCache = new Set<string>();
    cdp.on('Network.requestWillBeSent', (event) => sent.push(event as unknown as Sent));
    cdp.on('Network.requestServedFromCache', ({ requestId }) => fromCache.add(requestId));
    cdp.on('Network.responseReceived', ({ requestId, response }) => {
      if (response.fromDiskCache || response.fromPrefetchCache) fromCache.add(requestId);
    });
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    const inHtml = await page.evaluate(() => document.querySelector('#root h1') !== null);
    let requestsByDepth: number[] = [];
    if (!inHtml) {
      await waitUntilLive(page, 60_000);
      const { markAt, origin } = await page.evaluate(
        (mark) => ({
          markAt: performance.getEntriesByName(mark)[0]!.startTime,
          origin: performance.timeOrigin,
        }),
        REMOTE_RENDERED_MARK,
      );
      requestsByDepth = requestsByDepthUntil(sent, new URL(url).href, origin + markAt);
    }
    await page.waitForLoadState('networkidle');
    const before = sent.length;
    const startedAt = Date.now();
    await page.mouse.move(40, 40);
    await waitUntilLive(page, 60_000);
    const liveMs = Date.now() - startedAt;
    await page.waitForLoadState('networkidle');
    const networkRequests = sent
      .slice(before)
      .filter(
        (event) =>
          !fromCache.has(event.requestId) &&
          !event.request.url.startsWith('data:') &&
          !isApiCall(event.request.url),
      ).length;
    return {
      roundTrips: Math.max(0, requestsByDepth.length - 1),
      requestsByDepth: requestsByDepth.slice(1),
      afterInteraction: { networkRequests, liveMs },
    };
  } finally {
    await browser.close();
  }
}
