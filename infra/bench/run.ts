/**
 * `npm run bench`: starts the built platform in isolation and prints, in one run,
 * authenticated auth-session throughput through the gateway and straight to identity (with their
 * ratio), the documents service's memory during 20 concurrent 10 MB uploads and its dashboard-data
 * throughput through the gateway and direct, the agent dashboard's data call with 10 and with
 * 10,000 applicants (40,000 documents), then for the public pages (public-pages-bench.ts) Lighthouse's
 * mobile table of every page in en and es (median of 3), the JavaScript of a first visit (public and
 * signed in) split by shell, remote and shared packages, and the round trips from the HTML to the first
 * remote paint; last, unthrottled timings of `/` in Chromium (FCP, LCP, CLS, total blocking time).
 * Numbers depend on the machine; compare ratios and runs on the same machine.
 */
import { serviceUrl } from '@nomada/service-kit';
import { startIsolatedPlatform } from '../src/isolated-platform';
import { agentDashboardLines, measureAgentDashboard } from './agent-dashboard';
import { dashboardThroughputLines, measureDashboardThroughput } from './documents-dashboard';
import { measureUploadMemory, uploadMemoryLines } from './documents-uploads';
import { measurePageTimings } from './page-timings';
import { publicPagesReport } from './public-pages-bench';
import { measureAuthSession, signedInCookies, type Throughput } from './session-throughput';

const port = Number(process.env.BENCH_PORT ?? 8280);
const line = (label: string, t: Throughput) =>
  `  ${label.padEnd(22)} ${t.requestsPerSecond.toFixed(0).padStart(7)} req/s   p50 ${t.p50Ms} ms   p99 ${t.p99Ms} ms${t.errors ? `   ${t.errors} errors` : ''}`;

const platform = await startIsolatedPlatform({
  port,
  label: 'bench',
  env: { RATE_LIMIT_MAX: '100000000' },
});
try {
  const cookie = await signedInCookies(platform.baseUrl);
  const viaGateway = await measureAuthSession(
    `http://127.0.0.1:${port}/functions/auth-session`,
    cookie,
  );
  const direct = await measureAuthSession(
    `${serviceUrl('identity', port)}/functions/auth-session`,
    cookie,
  );
  console.log('\nauth-session, signed in (10 connections, 10 s each)');
  console.log(line('through the gateway', viaGateway));
  console.log(line('straight to identity', direct));
  console.log(
    `  ratio gateway/direct   ${(viaGateway.requestsPerSecond / direct.requestsPerSecond).toFixed(2)}`,
  );

  console.log(uploadMemoryLines(await measureUploadMemory(platform)).join('\n'));
  console.log(dashboardThroughputLines(await measureDashboardThroughput(platform)).join('\n'));

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

  console.log((await publicPagesReport(platform)).join('\n'));

  const timings = await measurePageTimings(`${platform.baseUrl}/`);
  console.log('\nTimings of / (median of 3 cold visits, 1280x800, no throttling)');
  console.log(
    `  FCP ${timings.fcpMs.toFixed(0)} ms   LCP ${timings.lcpMs.toFixed(0)} ms   CLS ${timings.cls.toFixed(3)}   total blocking time ${timings.totalBlockingTimeMs.toFixed(0)} ms\n`,
  );
} finally {
  await platform.stop();
}
