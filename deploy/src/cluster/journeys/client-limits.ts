import { expectThat } from '../checks';
import type { ClusterContext } from '../context';
import { call, counterOf } from '../http-call';
import { NAMESPACE } from '../install';
import { isReady, platformPods } from '../kube-api';
import { CLUSTER_AGENT } from './browser-smoke';

const A = '198.51.100.1';
const B = '198.51.100.2';

/**
 * Issue 25's fix where it matters: behind two gateway pods (each call on a new connection, so the
 * Service spreads them), one client's wrong passwords lock that client out of the account, not
 * another; a header the client writes itself changes nothing. The run's forwarder stands in for the
 * ingress, the one trusted hop (TRUST_PROXY=1) that names the client in X-Forwarded-For.
 */
export async function clientLimits({ client, baseUrl }: ClusterContext): Promise<string[]> {
  const pods = (await platformPods(client, NAMESPACE, 'gateway')).filter(isReady);
  expectThat(pods.length >= 2, `${pods.length} gateway pods ready`);
  const served = () =>
    Promise.all(
      pods.map((pod) =>
        counterOf(pod.status.podIP!, 'http_request_duration_seconds_count', 'method="POST"'),
      ),
    );
  const before = await served();
  const signIn = (from: string, password: string, headers: Record<string, string> = {}) =>
    call(`${baseUrl}/functions/auth-login`, {
      method: 'POST',
      headers: { origin: baseUrl, 'x-forwarded-for': from, ...headers },
      body: { email: CLUSTER_AGENT.email, password },
    });
  const wrong: number[] = [];
  for (let attempt = 0; attempt < 5; attempt++)
    wrong.push((await signIn(A, 'wrong-password')).status);
  expectThat(
    wrong.every((status) => status === 401),
    `wrong passwords from A answered ${wrong.join(', ')}`,
  );
  const locked = await signIn(A, CLUSTER_AGENT.password);
  expectThat(
    locked.status === 429,
    `A with the right password after five wrong ones: ${locked.status}`,
  );
  const forged = await signIn(A, CLUSTER_AGENT.password, { 'x-nomada-client': `${B} forged` });
  expectThat(forged.status === 429, `A naming B in a header of its own: ${forged.status}`);
  const other = await signIn(B, CLUSTER_AGENT.password);
  expectThat(
    other.status === 200,
    `B with the right password: ${other.status} ${other.body.slice(0, 200)}`,
  );
  const after = await served();
  const perPod = after.map((count, i) => count - before[i]!);
  expectThat(
    perPod.every((count) => count > 0),
    `sign-ins per gateway pod: ${perPod.join(', ')} (each pod should have served some)`,
  );
  return [
    `A: 5 × 401, then 429 (also with a forged client header); B: 200`,
    `sign-ins served per gateway pod: ${pods.map((pod, i) => `${pod.metadata.name} ${perPod[i]}`).join(', ')}`,
  ];
}
