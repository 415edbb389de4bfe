import { serviceUrl } from '@nomada/service-kit';
import type { IsolatedPlatform } from '../src/isolated-platform';
import { approvedApplicants } from './documents-applicants';
import { ratioLine, throughputLine } from './gateway-overhead';
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

export function dashboardThroughputLines(throughput: DashboardThroughput): string[] {
  return [
    '\nauth-get-dashboard-data, approved premium applicant (10 connections, 10 s each)',
    throughputLine('through the gateway', throughput.viaGateway),
    throughputLine('straight to documents', throughput.direct),
    ratioLine(throughput),
  ];
}
