import { startIsolatedPlatform } from '../src/isolated-platform';

export const BENCH_PORT = Number(process.env.BENCH_PORT ?? 8280);

/** A platform of the bench's own on `port`, with the gateway's rate limit out of the load's way. */
export const startBenchPlatform = (port = BENCH_PORT) =>
  startIsolatedPlatform({ port, label: 'bench', env: { RATE_LIMIT_MAX: '100000000' } });

/** A bench's report on standard output, one line each. */
export const printReport = (lines: readonly string[]) => {
  process.stdout.write(`${lines.join('\n')}\n`);
};
