/**
 * `npx tsx infra/bench/agent-bench.ts`: the agent dashboard part of `npm run bench` on its own.
 * Starts two copies of the built platform in isolation (BENCH_PORT, default 8280, and BENCH_PORT +
 * 20), one for the small database and one for the large, measures, stops them.
 */
import { startIsolatedPlatform } from '../src/isolated-platform';
import { agentDashboardLines, measureAgentDashboard } from './agent-dashboard';

const port = Number(process.env.BENCH_PORT ?? 8280);
const start = (at: number) =>
  startIsolatedPlatform({ port: at, label: 'bench', env: { RATE_LIMIT_MAX: '100000000' } });
const [small, large] = await Promise.all([start(port), start(port + 20)]);
try {
  for (const line of agentDashboardLines(await measureAgentDashboard({ small, large })))
    console.log(line);
} finally {
  await Promise.all([small.stop(), large.stop()]);
}
