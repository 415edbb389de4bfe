/**
 * `npm run bench:first-tap`: only the first-tap part of the public pages' bench (first-tap.ts), on
 * its own isolated platform (BENCH_PORT), with the goals it misses.
 */
import { startIsolatedPlatform } from '../src/isolated-platform';
import { firstTapLines, measureFirstTaps, missedFirstTapGoals } from './first-tap';

const port = Number(process.env.BENCH_PORT ?? 8280);
const platform = await startIsolatedPlatform({
  port,
  label: 'bench',
  env: { RATE_LIMIT_MAX: '100000000' },
});
try {
  const results = await measureFirstTaps(platform.baseUrl);
  const missed = missedFirstTapGoals(results);
  console.log(
    [
      ...firstTapLines(results),
      missed.length
        ? `\nMissed goals:\n${missed.map((text) => `  ${text}`).join('\n')}`
        : '\nEvery first-tap goal met.',
    ].join('\n'),
  );
} finally {
  await platform.stop();
}
