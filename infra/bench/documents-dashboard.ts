import { serviceUrl } from '@nomada/service-kit';
import type { IsolatedPlatform } from '../src/isolated-platform';
import { approvedApplicants } from './documents-applicants';
import { measureAuthSession, type Throughput } from './session-throughput';

export type DashboardThroughput = { viaGateway: Throughput; direct: Throughput };

const PATH = '/functions/auth-get-dashboard-data';

/**
 * Signed-in `auth-get-dashboard-data` of an approved premium applicant (8 checklist items, an
 * identity lookup per call) through the gateway and straight to documents, with the same load as
 * the auth-session measurement (measureAuthSession posts to any URL with the cookie).
 */
export async function measureDashboardThroughput(
  platform: IsolatedPlatform,
): Promise<DashboardThroughput> {
  const [applicant] = await approvedApplicants(platform, 1, 'premium');
  const cookie = applicant!.cookie;
  const viaGateway = await measureAuthSession(`http://127.0.0.1:${platform.port}${PATH}`, cookie);
  const direct = await measureAuthSession(
    `${serviceUrl('documents', platform.port)}${PATH}`,
    cookie,
  );
  return { viaGateway, direct };
}

export function dashboardThroughputLines({ viaGateway, direct }: DashboardThroughput): string[] {
  const line = (label: string, t: Throughput) =>
    `  ${label.padEnd(22)} ${t.requestsPerSecond.toFixed(0).padStart(7)} req/s   p50 ${t.p50Ms} ms   p99 ${t.p99Ms} ms${t.errors ? `   ${t.errors} errors` : ''}`;
  return [
    '\nauth-get-dashboard-data, approved premium applicant (10 connections, 10 s each)',
    line('through the gateway', viaGateway),
    line('straight to documents', direct),
    `  ratio gateway/direct   ${(viaGateway.requestsPerSecond / direct.requestsPerSecond).toFixed(2)}`,
  ];
}
