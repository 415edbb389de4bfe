/**
 * `npm run bench [-- <part> ...]`: starts the built platform in isolation and prints, in one run,
 * authenticated auth-session throughput through the gateway and straight to identity (with their
 * ratio), the documents service's memory during 20 concurrent 10 MB uploads and its dashboard-data
 * throughput through the gateway and direct, the agent dashboard's data call with 10 and with
 * 10,000 applicants (40,000 documents), the documents service's memory while an agent downloads a
 * family's filing pack of 10 MB files, then for the public pages (public-pages-bench.ts) Lighthouse's
 * mobile table of every page in en and es (median of 3), the JavaScript of a first visit (public and
 * signed in) split by shell, remote and shared packages, and the round trips from the HTML to the first
 * remote paint; last, unthrottled timings of `/` in Chromium (FCP, LCP, CLS, total blocking time).
 * Naming parts (bench-parts.ts) runs only those. Numbers depend on the machine; compare ratios and
 * runs on the same machine.
 */
import { agentDashboardLines, measureAgentDashboard } from './agent-dashboard';
import { selectedParts } from './bench-parts';
import { BENCH_PORT, printReport, startBenchPlatform } from './bench-platform';
import { dashboardThroughputLines, measureDashboardThroughput } from './documents-dashboard';
import { measureUploadMemory, uploadMemoryLines } from './documents-uploads';
import { filingPackLines, measureFilingPackMemory } from './filing-pack';
import { gatewayOverheadLines, measureGatewayOverhead } from './gateway-overhead';
import { measurePageTimings } from './page-timings';
import { publicPagesReport } from './public-pages-bench';

const parts = selectedParts(process.argv.slice(2));

const platform = await startBenchPlatform();
try {
  if (parts.has('gateway')) {
    printReport(gatewayOverheadLines(await measureGatewayOverhead(platform)));
  }
  if (parts.has('uploads')) {
    printReport(uploadMemoryLines(await measureUploadMemory(platform)));
  }
  if (parts.has('pack')) {
    printReport(filingPackLines(await measureFilingPackMemory(platform)));
  }
  if (parts.has('gateway')) {
    printReport(dashboardThroughputLines(await measureDashboardThroughput(platform)));
  }

  if (parts.has('agent')) {
    // A second copy holds the large database (10,000 applicants); this one the small.
    const large = await startBenchPlatform(BENCH_PORT + 20);
    try {
      const timings = await measureAgentDashboard({ small: platform, large });
      printReport(agentDashboardLines(timings));
    } finally {
      await large.stop();
    }
  }

  if (parts.has('public')) printReport(await publicPagesReport(platform));

  if (parts.has('timings')) {
    const timings = await measurePageTimings(`${platform.baseUrl}/`);
    printReport([
      '\nTimings of / (median of 3 cold visits, 1280x800, no throttling)',
      `  FCP ${timings.fcpMs.toFixed(0)} ms   LCP ${timings.lcpMs.toFixed(0)} ms   CLS ${timings.cls.toFixed(3)}   total blocking time ${timings.totalBlockingTimeMs.toFixed(0)} ms\n`,
    ]);
  }
} finally {
  await platform.stop();
}
