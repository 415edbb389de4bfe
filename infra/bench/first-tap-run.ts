/**
 * `npm run bench:first-tap`: only the first-tap part of the public pages' bench (first-tap.ts), on
 * its own isolated platform (BENCH_PORT), with the goals it misses.
 */
import { printReport, startBenchPlatform } from './bench-platform';
import { firstTapLines, measureFirstTaps, missedFirstTapGoals } from './first-tap';

const platform = await startBenchPlatform();
try {
  const results = await measureFirstTaps(platform.baseUrl);
  const missed = missedFirstTapGoals(results);
  printReport([
    ...firstTapLines(results),
    missed.length
      ? `\nMissed goals:\n${missed.map((text) => `  ${text}`).join('\n')}`
      : '\nEvery first-tap goal met.',
  ]);
} finally {
  await platform.stop();
}
