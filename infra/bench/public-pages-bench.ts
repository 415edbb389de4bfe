import type { IsolatedPlatform } from '../src/isolated-platform';
import { firstTapLines, measureFirstTaps, missedFirstTapGoals } from './first-tap';
import { hostCpuLines, slowHostRows } from './host-cpu';
import {
  formatLighthouseTable,
  formatLongTaskLines,
  measureLighthouse,
  type PageScores,
} from './lighthouse-runs';
import { waitForPrerenderedPages } from './prerendered-pages';
import { measureRemoteRoundTrips, type RoundTrips } from './remote-round-trips';
import {
  javaScriptLines,
  measureJavaScriptBudgets,
  missedJavaScriptGoals,
} from './javascript-budgets';

/** The public pages issue 10 sets goals for, each in both languages. */
export const PUBLIC_PAGES = ['/', '/pricing', '/how-it-works', '/contact'] as const;

/** Issue 10's goals, printed beside the numbers. */
const GOALS = {
  performance: 95,
  lcpMs: 2000,
  totalBlockingTimeMs: 150,
  cls: 0.02,
};

function missedGoals(rows: readonly PageScores[]): string[] {
  return rows.flatMap((row) => {
    const where = `${row.path} (${row.language})`;
    return [
      row.performance < GOALS.performance && `${where}: performance ${row.performance}`,
      row.lcpMs > GOALS.lcpMs && `${where}: LCP ${(row.lcpMs / 1000).toFixed(2)} s`,
      row.totalBlockingTimeMs > GOALS.totalBlockingTimeMs &&
        `${where}: TBT ${row.totalBlockingTimeMs.toFixed(0)} ms`,
      row.cls > GOALS.cls && `${where}: CLS ${row.cls.toFixed(3)}`,
      row.accessibility < 100 && `${where}: accessibility ${row.accessibility}`,
    ].filter((text): text is string => Boolean(text));
  });
}

/**
 * Issue 10's proof: Lighthouse (mobile defaults, median of 3) of every public page in en and es,
 * the JavaScript a first visit downloads (public, and signed in, which must not grow), and the
 * round trips from the HTML to the first remote paint, and (issue 17) the first tap on the phone
 * profile and the 350 KB budget of a first signed-in load.
 */
export async function publicPagesReport(platform: IsolatedPlatform): Promise<string[]> {
  const { baseUrl } = platform;
  await waitForPrerenderedPages(baseUrl, [
    ...PUBLIC_PAGES,
    ...PUBLIC_PAGES.map((path) => `${path}?lang=es`),
  ]);
  const rows: PageScores[] = [];
  for (const language of ['en', 'es'] as const)
    rows.push(...(await measureLighthouse(baseUrl, PUBLIC_PAGES, language, 3)));

  const budgets = await measureJavaScriptBudgets(platform);
  const taps = await measureFirstTaps(baseUrl);

  const trips: [string, RoundTrips][] = [];
  for (const path of PUBLIC_PAGES)
    trips.push([path, await measureRemoteRoundTrips(`${baseUrl}${path}`)]);

  const missed = [
    ...missedGoals(rows),
    ...slowHostRows(rows),
    ...missedJavaScriptGoals(budgets),
    ...missedFirstTapGoals(taps),
  ];
  return [
    '\nPublic pages, Lighthouse 12 mobile defaults (slow 4G, 4x CPU), median of 3 runs',
    formatLighthouseTable(rows),
    ...formatLongTaskLines(rows),
    ...hostCpuLines(rows),
    `  goals: performance >= ${GOALS.performance}, LCP <= 2.00 s, TBT <= ${GOALS.totalBlockingTimeMs} ms, CLS <= ${GOALS.cls}, accessibility 100`,
    ...javaScriptLines(budgets),
    ...firstTapLines(taps),
    '\nRound trips from the HTML to the first remote paint (goal: at most 2), then from the moment',
    'the shell starts until the page is live (what the wake script fetched beside it is in the cache)',
    ...trips.map(
      ([path, result]) =>
        `  ${path.padEnd(16)} ${result.roundTrips} round trips${result.requestsByDepth.length ? `  (requests per trip: ${result.requestsByDepth.join(', ')})` : '  (the HTML carries the page)'}   after the shell starts: ${result.afterInteraction.networkRequests} requests to the network, live in ${result.afterInteraction.liveMs} ms`,
    ),
    missed.length
      ? `\nMissed goals:\n${missed.map((text) => `  ${text}`).join('\n')}`
      : '\nEvery goal met.',
  ];
}
