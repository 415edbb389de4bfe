import type { IsolatedPlatform } from '../src/isolated-platform';
import {
  measureFirstVisitJs,
  totalOf,
  type FirstVisit,
  type JsBreakdown,
  type JsFile,
} from './first-visit-js';
import { waitForPrerenderedPages } from './prerendered-pages';
import { signedInAccounts } from './signed-in-accounts';

/** Issue 10's budget for a first visit to `/`, issue 17's for a first signed-in load of a dashboard. */
export const JS_GOALS_KB = { firstVisit: 250, signedIn: 350 } as const;

type Measured = JsBreakdown & { list: JsFile[] };
export type JavaScriptBudgets = {
  firstVisit: Measured;
  signedIn: { label: string; js: Measured }[];
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The JavaScript of a first visit to `/` and of a first signed-in load of each dashboard. */
export async function measureJavaScriptBudgets(
  platform: IsolatedPlatform,
): Promise<JavaScriptBudgets> {
  const { baseUrl } = platform;
  await waitForPrerenderedPages(baseUrl, ['/']);
  const firstVisit = await measureFirstVisitJs(baseUrl);
  const accounts = await signedInAccounts(platform);
  const visits: [string, FirstVisit][] = [
    ['applicant /dashboard', { path: '/dashboard', cookies: accounts.applicant }],
    ['agent /agent/dashboard', { path: '/agent/dashboard', cookies: accounts.agent }],
  ];
  const signedIn: JavaScriptBudgets['signedIn'] = [];
  for (const [label, visit] of visits)
    signedIn.push({ label, js: await measureFirstVisitJs(baseUrl, visit) });
  return { firstVisit, signedIn };
}

function breakdownLines(title: string, js: Measured, withFiles: boolean): string[] {
  const total = totalOf(js);
  return [
    `\n${title} (gzip; brotli is what browsers get)`,
    ...(['shell', 'remote', 'shared'] as const).map(
      (owner) =>
        `  ${owner.padEnd(8)} ${String(js[owner].files).padStart(3)} files  ${kb(js[owner].gzipBytes).padStart(10)}  (br ${kb(js[owner].brotliBytes)})`,
    ),
    `  ${'total'.padEnd(8)} ${String(total.files).padStart(3)} files  ${kb(total.gzipBytes).padStart(10)}  (br ${kb(total.brotliBytes)})`,
    ...(withFiles
      ? [...js.list]
          .sort((a, b) => b.gzipBytes - a.gzipBytes)
          .map(
            (file) =>
              `    ${kb(file.gzipBytes).padStart(10)}  ${file.owner.padEnd(6)}  ${file.path}`,
          )
      : []),
  ];
}

/** The printed table; `withFiles` lists every script by size under its part. */
export function javaScriptLines(budgets: JavaScriptBudgets, { withFiles = false } = {}): string[] {
  return [
    ...breakdownLines('JavaScript downloaded on a first visit to /', budgets.firstVisit, withFiles),
    `  goal: at most ${JS_GOALS_KB.firstVisit} KB gzip`,
    ...budgets.signedIn.flatMap(({ label, js }) =>
      breakdownLines(`JavaScript of a first signed-in load of ${label}`, js, withFiles),
    ),
    `  goal: at most ${JS_GOALS_KB.signedIn} KB gzip for each`,
  ];
}

export function missedJavaScriptGoals(budgets: JavaScriptBudgets): string[] {
  const missed: string[] = [];
  const firstVisit = totalOf(budgets.firstVisit).gzipBytes;
  if (firstVisit / 1024 > JS_GOALS_KB.firstVisit)
    missed.push(`first visit to /: ${kb(firstVisit)} of JavaScript`);
  for (const { label, js } of budgets.signedIn) {
    const gzip = totalOf(js).gzipBytes;
    if (gzip / 1024 > JS_GOALS_KB.signedIn)
      missed.push(`first signed-in load of ${label}: ${kb(gzip)} of JavaScript`);
  }
  return missed;
}
