/**
 * `npm run bench:js`: only the JavaScript budgets of the public pages' bench (a first visit to `/`
 * and a first signed-in load of each dashboard), each script listed by size, on its own isolated
 * platform (BENCH_PORT), with the goals it misses. Sizes do not depend on the machine's load.
 */
import { startIsolatedPlatform } from '../src/isolated-platform';
import {
  javaScriptLines,
  measureJavaScriptBudgets,
  missedJavaScriptGoals,
} from './javascript-budgets';

const port = Number(process.env.BENCH_PORT ?? 8280);
const platform = await startIsolatedPlatform({
  port,
  label: 'bench',
  env: { RATE_LIMIT_MAX: '100000000' },
});
try {
  const budgets = await measureJavaScriptBudgets(platform);
  const missed = missedJavaScriptGoals(budgets);
  console.log(
    [
      ...javaScriptLines(budgets, { withFiles: true }),
      missed.length
        ? `\nMissed goals:\n${missed.map((text) => `  ${text}`).join('\n')}`
        : '\nEvery JavaScript budget met.',
    ].join('\n'),
  );
} finally {
  await platform.stop();
}
