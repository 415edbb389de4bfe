/**
 * `npx tsx infra/bench/agent-bench.ts`: the agent dashboard part of `npm run bench` on its own.
 * Starts two copies of the built platform in isolation (BENCH_PORT, default 8280, and BENCH_PORT +
 * 20), one for the small database and one for the large, measures, stops them.
 */
import { BENCH_PORT, printReport, startBenchPlatform } from './bench-platform';
import { agentDashboardLines, measureAgentDashboard } from './agent-dashboard';

const [small, large] = await Promise.all([
  startBenchPlatform(),
  startBenchPlatform(BENCH_PORT + 20),
]);
try {
  printReport(agentDashboardLines(await measureAgentDashboard({ small, large })));
} finally {
  await Promise.all([small.stop(), large.stop()]);
}
