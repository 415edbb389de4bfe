import { serviceUrl } from '@nomada/service-kit';
import type { IsolatedPlatform } from '../src/isolated-platform';
import { measurePaired, pairedLines, type PairedThroughput } from './paired-throughput';
import { signedInCookies } from './session-throughput';

/** Signed-in `auth-session` through the gateway and straight to identity. */
export async function measureGatewayOverhead(
  platform: IsolatedPlatform,
): Promise<PairedThroughput> {
  const cookie = await signedInCookies(platform.baseUrl);
  return measurePaired(
    `http://127.0.0.1:${platform.port}/functions/auth-session`,
    `${serviceUrl('identity', platform.port)}/functions/auth-session`,
    cookie,
  );
}

export function gatewayOverheadLines(overhead: PairedThroughput): string[] {
  return pairedLines('auth-session, signed in', 'straight to identity', overhead);
}
