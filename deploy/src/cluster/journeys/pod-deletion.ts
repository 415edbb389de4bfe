import { delay, waitFor } from '../bring-up';
import { expectThat } from '../checks';
import { describeFailures, startClusterLoad } from '../cluster-load';
import type { ClusterContext } from '../context';
import { NAMESPACE } from '../install';
import { isReady, platformPods } from '../kube-api';

const WORKLOADS = ['identity', 'documents', 'review', 'messaging', 'messaging-worker', 'gateway'];

const podsOf = (context: ClusterContext, name: string) =>
  platformPods(context.client, NAMESPACE, name);

/**
 * Under load, one pod of each service and worker in turn is deleted (SIGTERM after its preStop
 * pause, as a node drain or an eviction does) and its Deployment brings the replacement up: no call
 * may fail beyond what the gateway retries by itself.
 */
export async function podDeletion(context: ClusterContext): Promise<string[]> {
  const load = await startClusterLoad(context);
  const lines: string[] = [];
  try {
    await delay(2_000);
    for (const name of WORKLOADS) {
      const started = Date.now();
      const victim = (await podsOf(context, name)).find(isReady);
      expectThat(victim !== undefined, `no ready ${name} pod`);
      await context.client.kubectl([
        '-n',
        NAMESPACE,
        'delete',
        'pod',
        victim!.metadata.name,
        '--wait=false',
      ]);
      await waitFor(`${name} back to two ready pods`, 180_000, async () => {
        const pods = await podsOf(context, name);
        return (
          !pods.some((pod) => pod.metadata.name === victim!.metadata.name) &&
          pods.filter(isReady).length >= 2
        );
      });
      lines.push(
        `${name}: ${victim!.metadata.name} deleted, replaced and ready in ${((Date.now() - started) / 1000).toFixed(0)} s`,
      );
    }
    await delay(2_000);
  } finally {
    await load.stop();
  }
  const failures = load.failures();
  lines.push(
    `calls through the gateway meanwhile: ${load.answers.length}, failed ${failures.length}`,
  );
  expectThat(
    failures.length === 0,
    `${failures.length} failed calls: ${describeFailures(failures)}\n${lines.join('\n')}`,
  );
  return lines;
}
