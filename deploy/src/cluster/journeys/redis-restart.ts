import { delay, waitFor } from '../bring-up';
import { expectThat } from '../checks';
import { startClusterLoad } from '../cluster-load';
import type { ClusterContext } from '../context';
import { call } from '../http-call';
import { NAMESPACE } from '../install';
import { isReady, platformPods } from '../kube-api';

/**
 * Redis restarted (its pod deleted; the StatefulSet brings it back on the same volume). What we
 * decided (decisions 041 and 073): an outage shared by every pod leaves them Ready (taking them all
 * out of their Services would turn a partial outage into a total one), /readyz names Redis as
 * degraded, the calls that need Redis answer 503 meanwhile, and everything recovers without a
 * restart. Shown here: the pods' readiness through the outage, /readyz, and the calls' answers.
 */
export async function redisRestart(context: ClusterContext): Promise<string[]> {
  const { client } = context;
  const pods = () => platformPods(client, NAMESPACE);
  const load = await startClusterLoad(context, 2);
  const unready = new Set<string>();
  const degradedSeen = new Set<string>();
  const started = Date.now();
  try {
    await delay(1_000);
    // A service's readiness names its dependencies (the gateway's is its own state only): read
    // every quarter second, since the outage may last only a few. Not a pod the rolling update
    // is still stopping: it may be gone before Redis is.
    const identity = (await pods()).find(
      (pod) =>
        pod.metadata.labels?.['app.kubernetes.io/name'] === 'identity' &&
        !pod.metadata.deletionTimestamp &&
        isReady(pod),
    );
    let watching = true;
    const readyzWatch = (async () => {
      while (watching) {
        const readyz = await call(`http://${identity?.status.podIP}:8081/readyz`).catch(() => null);
        if (readyz?.body.includes('degraded')) degradedSeen.add(readyz.body);
        await delay(250);
      }
    })();
    await client.kubectl(['-n', NAMESPACE, 'delete', 'pod', 'redis-0', '--wait=false']);
    let redisBack = false;
    const until = Date.now() + 120_000;
    await delay(1_000);
    while (Date.now() < until && !redisBack) {
      const items = (await pods()).filter(
        (pod) => pod.status.phase === 'Running' && !pod.metadata.deletionTimestamp,
      );
      const services = items.filter((pod) => !pod.metadata.name.startsWith('redis'));
      for (const pod of services.filter((candidate) => !isReady(candidate)))
        unready.add(pod.metadata.name);
      const redis = items.find((pod) => pod.metadata.name === 'redis-0');
      redisBack = redis !== undefined && isReady(redis) && Date.now() - started > 5_000;
      await delay(1_000);
    }
    watching = false;
    await readyzWatch;
    expectThat(redisBack, 'redis-0 was not ready again within 2 minutes');
    // The services reconnect by themselves: calls succeed again without a restart.
    await waitFor('calls succeeding after Redis is back', 60_000, async () => {
      const recent = load.answers.filter((answer) => answer.at > Date.now() - 3_000);
      return recent.length > 4 && recent.every((answer) => answer.status === 200);
    });
  } finally {
    await load.stop();
  }
  const byStatus = new Map<number, number>();
  for (const answer of load.answers)
    byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
  const restarts = (await pods())
    .flatMap((pod) => pod.status.containerStatuses ?? [])
    .filter((c) => !c.name.startsWith('redis'))
    .reduce((sum, c) => sum + c.restartCount, 0);
  const lines = [
    `pods made unready by the outage: ${unready.size ? [...unready].join(', ') : 'none'} (decided: none)`,
    `/readyz during it: ${[...degradedSeen][0] ?? 'never degraded'}`,
    `calls: ${[...byStatus].map(([status, n]) => `${status || 'no answer'} × ${n}`).join(', ')}; back to 200 in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    `service containers restarted: ${restarts}`,
  ];
  expectThat(unready.size === 0, lines.join('\n'));
  expectThat(degradedSeen.size > 0, `no pod named Redis degraded in /readyz\n${lines.join('\n')}`);
  expectThat(restarts === 0, lines.join('\n'));
  return lines;
}
