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
import { startIsolatedPlatform } from '../src/isolated-platform';
import { agentDashboardLines, measureAgentDashboard } from './agent-dashboard';
import { selectedParts } from './bench-parts';
import { dashboardThroughputLines, measureDashboardThroughput } from './documents-dashboard';
import { measureUploadMemory, uploadMemoryLines } from './documents-uploads';
import { filingPackLines, measureFilingPackMemory } from './filing-pack';
import { gatewayOverheadLines, measureGatewayOverhead } from './gateway-overhead';
import { measurePageTimings } from './page-timings';
import { publicPagesReport } from './public-pages-bench';

const port = Number(process.env.BENCH_PORT ?? 8280);
const parts = selectedParts(process.argv.slice(2));

const platform = await startIsolatedPlatform({
  port,
  label: 'bench',
  env: { RATE_LIMIT_MAX: '100000000' },
});
try {
  if (parts.has('gateway')) {
    console.log(gatewayOverheadLines(await measureGatewayOverhead(platform)).join('\n'));
  }
  if (parts.has('uploads')) {
    console.log(uploadMemoryLines(await measureUploadMemory(platform)).join('\n'));
  }
  if (parts.has('pack')) {
    console.log(filingPackLines(await measureFilingPackMemory(platform)).join('\n'));
  }
  if (parts.has('gateway')) {
    console.log(dashboardThroughputLines(await measureDashboardThroughput(platform)).join('\n'));
  }

  if (parts.has('agent')) {
    // A second copy holds the large database (10,000 applicants); this one the small.
    const large = await startIsolatedPlatform({
      port: port + 20,
      label: 'bench',
      env: { RATE_LIMIT_MAX: '100000000' },
    });
    try {
      const timings = await measureAgentDashboard({ small: platform, large });
      console.log(agentDashboardLines(timings).join('\n'));
    } finally {
      await large.stop();
    }
  }

  if (parts.has('public')) console.log((await publicPagesReport(platform)).join('\n'));

  if (parts.has('timings')) {
    const timings = await measurePageTimings(`${platform.baseUrl}/`);
    console.log('\nTimings of / (median of 3 cold visits, 1280x800, no throttling)');
    console.log(
      `  FCP ${timings.fcpMs.toFixed(0)} ms   LCP ${timings.lcpMs.toFixed(0)} ms   CLS ${timings.cls.toFixed(3)}   total blocking time ${timings.totalBlockingTimeMs.toFixed(0)} ms\n`,
    );
  }
} finally {
  await platform.stop();
}
