import { launchChromium } from './bench-chromium';

export type PageTimings = {
  lcpMs: number;
  cls: number;
  totalBlockingTimeMs: number;
  fcpMs: number;
};

/** Collects the paint, layout-shift and long-task entries from the first moment of the page. */
const OBSERVE = () => {
  const store = { lcp: 0, cls: 0, longTasks: [] as { start: number; duration: number }[] };
  (window as unknown as { __timings: typeof store }).__timings = store;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) store.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[])
      if (!entry.hadRecentInput) store.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      store.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
};

/**
 * Lighthouse-style timings of one cold visit: LCP, CLS, and total blocking time (the part of each long
 * task over 50 ms, after the first contentful paint). Median of `runs` visits, each with an empty cache.
 */
export async function measurePageTimings(url: string, runs = 3): Promise<PageTimings> {
  const browser = await launchChromium();
  const samples: PageTimings[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.addInitScript(OBSERVE);
      await page.goto(url, { waitUntil: 'load' });
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      // LCP is final once the page is idle; a short pause lets late shifts and tasks report.
      await page.waitForTimeout(1000);
      samples.push(
        await page.evaluate(() => {
          const store = (
            window as unknown as {
              __timings: {
                lcp: number;
                cls: number;
                longTasks: { start: number; duration: number }[];
              };
            }
          ).__timings;
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
          const tbt = store.longTasks
            .filter((task) => task.start + task.duration > fcp)
            .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
          return { lcpMs: store.lcp, cls: store.cls, totalBlockingTimeMs: tbt, fcpMs: fcp };
        }),
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const median = (pick: (sample: PageTimings) => number) => {
    const sorted = samples.map(pick).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? 0;
  };
  return {
    lcpMs: median((sample) => sample.lcpMs),
    cls: median((sample) => sample.cls),
    totalBlockingTimeMs: median((sample) => sample.totalBlockingTimeMs),
    fcpMs: median((sample) => sample.fcpMs),
  };
}
