import { serviceUrl } from '@nomada/service-kit';
import type { IsolatedPlatform } from '../src/isolated-platform';
import { measureAuthSession, signedInCookies, type Throughput } from './session-throughput';

export type GatewayOverhead = { viaGateway: Throughput; direct: Throughput };

/** Issue 15's goal: the gateway keeps at least this share of a service's own throughput. */
const MIN_RATIO = 0.7;

/** Signed-in `auth-session` through the gateway and straight to identity, one after the other. */
export async function measureGatewayOverhead(platform: IsolatedPlatform): Promise<GatewayOverhead> {
  const cookie = await signedInCookies(platform.baseUrl);
  const viaGateway = await measureAuthSession(
    `http://127.0.0.1:${platform.port}/functions/auth-session`,
    cookie,
  );
  const direct = await measureAuthSession(
    `${serviceUrl('identity', platform.port)}/functions/auth-session`,
    cookie,
  );
  return { viaGateway, direct };
}

export function throughputLine(label: string, t: Throughput): string {
  return `  ${label.padEnd(22)} ${t.requestsPerSecond.toFixed(0).padStart(7)} req/s   p50 ${t.p50Ms} ms   p99 ${t.p99Ms} ms${t.errors ? `   ${t.errors} errors` : ''}`;
}

export function ratioLine({ viaGateway, direct }: GatewayOverhead): string {
  const ratio = viaGateway.requestsPerSecond / direct.requestsPerSecond;
  const verdict = ratio >= MIN_RATIO ? 'goal met' : `MISSED: goal ≥ ${MIN_RATIO}`;
  return `  ratio gateway/direct   ${ratio.toFixed(2)}   (${verdict})`;
}

export function gatewayOverheadLines(overhead: GatewayOverhead): string[] {
  return [
    '\nauth-session, signed in (10 connections, 10 s each)',
    throughputLine('through the gateway', overhead.viaGateway),
    throughputLine('straight to identity', overhead.direct),
    ratioLine(overhead),
  ];
}
