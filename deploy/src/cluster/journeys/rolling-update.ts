import { delay } from '../bring-up';
import { expectThat } from '../checks';
import { describeFailures, startClusterLoad } from '../cluster-load';
import type { ClusterContext } from '../context';
import { applyRelease, NAMESPACE } from '../install';
import { platformPods } from '../kube-api';

type JobList = { items: { metadata: { name: string }; status: { succeeded?: number } }[] };

/**
 * Under load, the next release (a new image tag) as the README does it: its migration Jobs first,
 * then everything, rolling pod by pod (maxUnavailable 0): no call may fail, every pod ends on the
 * new image, and the previous release's Jobs are still there, untouched (nothing deleted by hand).
 */
export async function rollingUpdate(context: ClusterContext, tag: string): Promise<string[]> {
  const next = context.release(tag);
  const load = await startClusterLoad(context);
  const started = Date.now();
  try {
    await delay(2_000);
    await applyRelease(context.client, next, context.say);
    await delay(2_000);
  } finally {
    await load.stop();
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  const failures = load.failures();
  const services = (await platformPods(context.client, NAMESPACE)).filter(
    (pod) =>
      !pod.metadata.deletionTimestamp &&
      pod.metadata.labels?.['app.kubernetes.io/component'] !== 'migration' &&
      !pod.metadata.name.startsWith('redis'),
  );
  const stale = services.filter(
    (pod) => !pod.spec.containers.every((c) => c.image.endsWith(`:${tag}`)),
  );
  const jobs = await context.client.get<JobList>(`/apis/batch/v1/namespaces/${NAMESPACE}/jobs`);
  const previous = jobs.items.filter((job) => job.metadata.name.endsWith(context.current.tag));
  const lines = [
    `${context.current.tag} → ${tag} in ${seconds} s: ${load.answers.length} calls meanwhile, failed ${failures.length}`,
    `Jobs: ${jobs.items
      .map((job) => job.metadata.name)
      .sort()
      .join(', ')}`,
  ];
  expectThat(
    failures.length === 0,
    `${failures.length} failed calls: ${describeFailures(failures)}`,
  );
  expectThat(
    stale.length === 0,
    `pods not on ${tag}: ${stale.map((pod) => pod.metadata.name).join(', ')}`,
  );
  expectThat(
    previous.length === 5 && previous.every((job) => job.status.succeeded === 1),
    `the previous release's Jobs: ${previous.length}`,
  );
  context.current = next;
  return lines;
}
