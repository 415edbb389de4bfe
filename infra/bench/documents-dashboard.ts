import { serviceUrl } from '@nomada/service-kit';
import type { IsolatedPlatform } from '../src/isolated-platform';
import { approvedApplicants } from './documents-applicants';
import { measurePaired, pairedLines, type PairedThroughput } from './paired-throughput';

const PATH = '/functions/auth-get-dashboard-data';

/**
 * Signed-in `auth-get-dashboard-data` of an approved premium applicant (8 checklist items, an
 * identity lookup per call) through the gateway and straight to documents, with the same load as
 * the auth-session measurement (measureAuthSession posts to any URL with the cookie).
 */
export async function measureDashboardThroughput(
  platform: IsolatedPlatform,
): Promise<PairedThroughput> {
  const [applicant] = await approvedApplicants(platform, 1, 'premium');
  return measurePaired(
    `http://127.0.0.1:${platform.port}${PATH}`,
    `${serviceUrl('documents', platform.port)}${PATH}`,
    applicant!.cookie,
  );
}

export function dashboardThroughputLines(throughput: PairedThroughput): string[] {
  return pairedLines(
    'auth-get-dashboard-data, approved premium applicant',
    'straight to documents',
    throughput,
  );
}
