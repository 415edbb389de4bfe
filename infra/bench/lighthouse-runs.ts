import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../src/chromium';
import { blockingTasks, formatBlockingTasks, type BlockingTask } from './lighthouse-blocking';

export type Language = 'en' | 'es';

export type LighthouseScores = {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  totalBlockingTimeMs: number;
  cls: number;
  /** Lighthouse's measure of the host's CPU (docs/throttling.md): its 4x slowdown is made for 1500-2000. */
  benchmarkIndex: number;
  /** Time to interactive: the end of the window Lighthouse counts blocking time in. */
  interactiveMs: number;
  /** The long tasks of the run whose TBT is the median: where that blocking time comes from. */
  longTasks: BlockingTask[];
};

export type PageScores = { path: string; language: Language } & LighthouseScores;

/** STACK-NOTES "Verified 2026-11-22": what Debian's Chromium needs to run Lighthouse headless here. */
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

type NumericScore = Exclude<keyof LighthouseScores, 'longTasks'>;

function medianScores(samples: LighthouseScores[]): LighthouseScores {
  const pick = (key: NumericScore) => median(samples.map((sample) => sample[key]));
  const totalBlockingTimeMs = pick('totalBlockingTimeMs');
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    totalBlockingTimeMs,
    cls: pick('cls'),
    benchmarkIndex: pick('benchmarkIndex'),
    interactiveMs: pick('interactiveMs'),
    longTasks:
      samples.find((sample) => sample.totalBlockingTimeMs === totalBlockingTimeMs)?.longTasks ?? [],
  };
}

/**
 * One Lighthouse run with its default settings (mobile: slow 4G, 4× CPU slowdown, simulated), the
 * browser speaking `language` as a new visitor's phone would (navigator.languages and Accept-Language).
 */
async function runOnce(url: string, port: number): Promise<LighthouseScores> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError, environment, finalDisplayedUrl } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.message}`);
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    totalBlockingTimeMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    benchmarkIndex: environment.benchmarkIndex,
    interactiveMs: numeric('interactive'),
    longTasks: blockingTasks(audits['long-tasks']?.details, finalDisplayedUrl),
  };
}

/** Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART, NO_FCP): such a run is repeated. */
async function runWithRetries(url: string, port: number, attempts = 3): Promise<LighthouseScores> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url, port);
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
  }
}

/** Median of `runs` Lighthouse runs of each path, in one language (a browser launched speaking it). */
export async function measureLighthouse(
  baseUrl: string,
  paths: readonly string[],
  language: Language,
  runs = 3,
  onPage?: (scores: PageScores) => void,
): Promise<PageScores[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROME_FLAGS, `--lang=${language}`, `--accept-lang=${language}`],
    envVars: { ...process.env, LANGUAGE: language } as Record<string, string>,
  });
  try {
    const results: PageScores[] = [];
    for (const path of paths) {
      const samples: LighthouseScores[] = [];
      for (let run = 0; run < runs; run++)
        samples.push(await runWithRetries(`${baseUrl}${path}`, chrome.port));
      const scores: PageScores = { path, language, ...medianScores(samples) };
      onPage?.(scores);
      results.push(scores);
    }
    return results;
  } finally {
    chrome.kill();
  }
}

/**
 * The table `npm run bench` prints: one row per page and language, with the host's CPU as Lighthouse
 * measured it during those runs (its benchmarkIndex): a figure from a slower host is not comparable.
 */
export function formatLighthouseTable(rows: readonly PageScores[]): string {
  const header = `  ${'page'.padEnd(16)} lang  perf    LCP       TBT      CLS    FCP       a11y   host CPU`;
  const lines = rows.map(
    (row) =>
      `  ${row.path.padEnd(16)} ${row.language.padEnd(4)} ${String(row.performance).padStart(4)} ${`${(row.lcpMs / 1000).toFixed(2)} s`.padStart(8)} ${`${row.totalBlockingTimeMs.toFixed(0)} ms`.padStart(8)} ${row.cls.toFixed(3).padStart(7)} ${`${(row.fcpMs / 1000).toFixed(2)} s`.padStart(8)} ${String(row.accessibility).padStart(6)} ${row.benchmarkIndex.toFixed(0).padStart(9)}`,
  );
  return [header, ...lines].join('\n');
}

/** Under the table: the long tasks behind each row's TBT, and when the page became interactive. */
export function formatLongTaskLines(rows: readonly PageScores[]): string[] {
  return [
    "  Long tasks (Lighthouse's long-tasks audit, simulated at 4x, of the run with the median TBT; TBT counts their part over 50 ms between FCP and interactive)",
    ...rows.map(
      (row) =>
        `  ${row.path.padEnd(16)} ${row.language.padEnd(4)} ${formatBlockingTasks(row.longTasks)}; interactive at ${(row.interactiveMs / 1000).toFixed(2)} s`,
    ),
  ];
}
