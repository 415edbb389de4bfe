/**
 * `npm run bench:js`: only the JavaScript budgets of the public pages' bench (a first visit to `/`
 * and a first signed-in load of each dashboard), each script listed by size, on its own isolated
 * platform (BENCH_PORT), with the goals it misses. Sizes do not depend on the machine's load.
 */
import { printReport, startBenchPlatform } from './bench-platform';
import {
  javaScriptLines,
  measureJavaScriptBudgets,
  missedJavaScriptGoals,
} from './javascript-budgets';

const platform = await startBenchPlatform();
try {
  const budgets = await measureJavaScriptBudgets(platform);
  const missed = missedJavaScriptGoals(budgets);
  printReport([
    ...javaScriptLines(budgets, { withFiles: true }),
    missed.length
      ? `\nMissed goals:\n${missed.map((text) => `  ${text}`).join('\n')}`
      : '\nEvery JavaScript budget met.',
  ]);
} finally {
  await platform.stop();
}
