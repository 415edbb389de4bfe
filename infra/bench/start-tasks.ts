import type { Page } from '@playwright/test';
import { launchChromium } from './bench-chromium';
import { REMOTE_RENDERED_MARK, waitUntilLive } from '../src/page-live';

/** Lighthouse's phone profile: 4x CPU slowdown, 150 ms round trip, 1.6 Mbps down, 750 Kbps up. */
const PHONE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
};

/** Issue 30's goal for every task of the start, at the phone's 4x slowdown. */
export const LONG_TASK_GOAL_MS = 50;

export type StartTask = {
  startMs: number;
  durationMs: number;
  /** The scripts the long animation frame names, longest first: file, function, how it was called. */
  scripts: string[];
  /** Whether the task came after the page was scrolled to its end (below-the-fold sections). */
  afterScroll: boolean;
};

export type StartTrace = {
  path: string;
  /** From the shell's first script to the remote's page on screen. */
  liveMs: number;
  /** Elements of the served page React hydrates, and all of them (the rest stay as served). */
  hydratedElements: number;
  servedElements: number;
  tasks: StartTask[];
};

type Store = {
  frames: {
    start: number;
    duration: number;
    blocking: number;
    scripts: { file: string; fn: string; invoker: string; duration: number }[];
  }[];
  tasks: { start: number; duration: number }[];
  scrolledAt: number | null;
};

/** Runs in the page from its first moment: long tasks and long animation frames with their scripts. */
const OBSERVE = () => {
  const store: Store = { frames: [], tasks: [], scrolledAt: null };
  (window as unknown as { __startTasks: Store }).__startTasks = store;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      store.tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        blockingDuration: number;
        scripts: {
          sourceURL: string;
          sourceFunctionName: string;
          invoker: string;
          duration: number;
        }[];
      })[])
        store.frames.push({
          start: entry.startTime,
          duration: entry.duration,
          blocking: entry.blockingDuration,
          scripts: entry.scripts.map((script) => ({
            file: script.sourceURL.split('/').pop() ?? '',
            fn: script.sourceFunctionName,
            invoker: script.invoker,
            duration: script.duration,
          })),
        });
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    // A browser without long animation frames still reports the long tasks.
  }
};

async function onAPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: PHONE.downloadBytesPerSecond,
    uploadThroughput: PHONE.uploadBytesPerSecond,
  });
}

/**
 * The start of one prerendered page on the phone profile (390 px): the shell starts by itself (the
 * wake script's own moment), the page goes live, then the reader scrolls to the end so every
 * deferred section comes alive. Every task over LONG_TASK_GOAL_MS from the shell's first script on,
 * with what the browser says ran in it.
 */
export async function traceStart(baseUrl: string, path: string): Promise<StartTrace> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.addInitScript(OBSERVE);
    await onAPhone(page);
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
    await waitUntilLive(page, 60_000);
    await page.waitForTimeout(1500);
    await page.evaluate(async () => {
      (window as unknown as { __startTasks: Store }).__startTasks.scrolledAt = performance.now();
      // Section by section, as a reader would, so each deferred one comes near the screen.
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    });
    await page.waitForTimeout(3000);
    return await page.evaluate(
      ({ mark, goal, path }) => {
        const store = (window as unknown as { __startTasks: Store }).__startTasks;
        const shellStart =
          performance
            .getEntriesByType('resource')
            .find((entry) => /\/main\.[0-9a-f]+\.js$/.test(entry.name))?.startTime ?? 0;
        const live = performance.getEntriesByName(mark)[0]?.startTime ?? 0;
        const tasks = store.tasks
          .filter((task) => task.start >= shellStart && task.duration > goal)
          .map((task) => {
            const frame = store.frames.find(
              (candidate) =>
                candidate.start <= task.start + 1 &&
                candidate.start + candidate.duration >= task.start + task.duration - 1,
            );
            return {
              startMs: Math.round(task.start - shellStart),
              durationMs: Math.round(task.duration),
              scripts: (frame?.scripts ?? [])
                .filter((script) => script.duration >= 5)
                .sort((a, b) => b.duration - a.duration)
                .slice(0, 4)
                .map(
                  (script) =>
                    `${script.file || '?'} ${script.fn || script.invoker} ${Math.round(script.duration)} ms`,
                ),
              afterScroll: store.scrolledAt !== null && task.start >= store.scrolledAt,
            };
          });
        const servedElements = document.querySelectorAll('#root *').length;
        const staticElements = document.querySelectorAll('#root [data-static] *').length;
        return {
          path,
          liveMs: Math.round(live - shellStart),
          hydratedElements: servedElements - staticElements,
          servedElements,
          tasks,
        };
      },
      { mark: REMOTE_RENDERED_MARK, goal: LONG_TASK_GOAL_MS, path },
    );
  } finally {
    await browser.close();
  }
}

export function startTaskLines(traces: readonly StartTrace[]): string[] {
  return traces.flatMap((trace) => {
    const over = trace.tasks.length;
    return [
      `  ${trace.path}: ${trace.hydratedElements} of ${trace.servedElements} elements hydrated; live ${trace.liveMs} ms after the shell's first script; ${over} task(s) over ${LONG_TASK_GOAL_MS} ms${over ? `, longest ${Math.max(...trace.tasks.map((task) => task.durationMs))} ms` : ''}`,
      ...trace.tasks.map(
        (task) =>
          `    +${task.startMs} ms  ${task.durationMs} ms${task.afterScroll ? '  (scrolling)' : ''}  ${task.scripts.join('; ')}`,
      ),
    ];
  });
}
