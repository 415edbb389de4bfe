import { beforeAll, describe, expect, it } from 'vitest';
import { imageEntries, migrationOwners } from '../src/images/image-entries';
import { REPO_ROOT } from '../src/paths';
import type { KubeObject, Workload } from '../src/kubernetes/objects';
import {
  autoscalerOwnsReplicasPolicy,
  disruptionBudgetPolicy,
  drainPolicy,
  pinnedImagesPolicy,
  probesPolicy,
  securityPolicy,
  selectorsPolicy,
} from '../src/kubernetes/policies';
import {
  commandsPolicy,
  configPolicy,
  migrationsPolicy,
  networkPolicy,
  redisPolicy,
  settingsOf,
} from '../src/kubernetes/platform-policies';
import { kubectlMissing, renderOverlay } from '../src/kubernetes/render';

/** Each check fails on the breach it is about: production's objects, changed in one place. */
describe.runIf(!kubectlMissing())('the manifest policies catch', () => {
  let production: KubeObject[];
  beforeAll(() => {
    production = renderOverlay('production');
  });

  /** A copy of production with `change` applied to the named object. */
  function changed<T extends KubeObject>(kind: string, name: string, change: (object: T) => void) {
    const objects = structuredClone(production);
    const target = objects.find((object) => object.kind === kind && object.metadata.name === name);
    if (!target) throw new Error(`no ${kind}/${name}`);
    change(target as T);
    return objects;
  }
  const deployment = (name: string, change: (object: Workload) => void) =>
    changed<Workload>('Deployment', name, change);
  const main = (workload: Workload) => workload.spec.template.spec.containers[0]!;

  it('a missing readiness probe', () => {
    const objects = deployment('review', (review) => delete main(review).readinessProbe);
    expect(probesPolicy(objects)).toEqual(['Deployment/review review: no readinessProbe']);
  });

  it('a writable root filesystem and a root user', () => {
    const objects = deployment('identity', (identity) => {
      main(identity).securityContext!.readOnlyRootFilesystem = false;
      identity.spec.template.spec.securityContext!.runAsUser = 0;
    });
    expect(securityPolicy(objects)).toEqual([
      'Deployment/identity migrations-applied: no non-zero runAsUser',
      'Deployment/identity identity: no non-zero runAsUser',
      'Deployment/identity identity: root filesystem writable',
    ]);
  });

  it('an image without a tag, or tagged latest', () => {
    const objects = deployment('gateway', (gateway) => {
      main(gateway).image = 'registry.nomada.example/nomada-services:latest';
    });
    expect(pinnedImagesPolicy(objects)).toEqual([
      'Deployment/gateway gateway: image registry.nomada.example/nomada-services:latest is not pinned by tag or digest',
    ]);
  });

  it('no preStop pause, and a grace period shorter than the drain', () => {
    const objects = deployment('documents', (documents) => {
      delete main(documents).lifecycle;
      documents.spec.template.spec.terminationGracePeriodSeconds = 30;
    });
    expect(drainPolicy('nomada-services')(objects)).toEqual([
      'Deployment/documents documents: behind a Service without a preStop pause',
      'Deployment/documents documents: grace period 30 s does not cover preStop 0 s + shutdown 120 s + 5 s',
    ]);
  });

  it('a Service selecting no pod, and a budget selecting none', () => {
    const objects = changed('Service', 'messaging', (service) => {
      (service.spec as { selector: Record<string, string> }).selector['app.kubernetes.io/name'] =
        'mesaging';
    });
    objects.push({
      ...structuredClone(objects.find((object) => object.kind === 'PodDisruptionBudget')!),
      metadata: { name: 'stray' },
      spec: { minAvailable: 1, selector: { matchLabels: { 'app.kubernetes.io/name': 'nobody' } } },
    });
    expect(selectorsPolicy(objects)).toEqual([
      'Service/messaging: selects the pods of 0 workloads',
      'PodDisruptionBudget/stray: selects the pods of 0 workloads',
    ]);
  });

  it('two pods without a budget, and a budget over a single pod', () => {
    const withoutBudget = production.filter(
      (object) => !(object.kind === 'PodDisruptionBudget' && object.metadata.name === 'review'),
    );
    expect(disruptionBudgetPolicy(withoutBudget)).toEqual([
      'Deployment/review: 2 replicas, no disruption budget',
    ]);
    const single = deployment('messaging-worker', (worker) => (worker.spec.replicas = 1));
    expect(disruptionBudgetPolicy(single)).toEqual([
      'Deployment/messaging-worker: a disruption budget for 1 replica',
    ]);
  });

  it('replicas set on an autoscaled Deployment', () => {
    const objects = deployment('gateway', (gateway) => (gateway.spec.replicas = 3));
    expect(autoscalerOwnsReplicasPolicy(objects)).toEqual([
      'Deployment/gateway: sets replicas although HorizontalPodAutoscaler/gateway scales it',
    ]);
  });

  it('a command the image does not have, and pods that do not wait for migrations', () => {
    const objects = deployment('review', (review) => {
      main(review).args = ['services/review/dist/main.js'];
      delete review.spec.template.spec.initContainers;
    });
    expect(commandsPolicy('nomada-services', imageEntries(REPO_ROOT))(objects)).toEqual([
      'Deployment/review review: runs services/review/dist/main.js, not a bundle of the image',
    ]);
    const noWait = deployment(
      'review',
      (review) => delete review.spec.template.spec.initContainers,
    );
    expect(migrationsPolicy('nomada-services', migrationOwners(REPO_ROOT))(noWait)).toEqual([
      "Deployment/review: does not wait for review's migrations",
    ]);
    const noJob = production.filter(
      (object) => object.metadata.labels?.['app.kubernetes.io/name'] !== 'migrate-documents',
    );
    expect(migrationsPolicy('nomada-services', migrationOwners(REPO_ROOT))(noJob)).toEqual([
      'no migration Job runs services/documents/dist/cli/migrate.js',
    ]);
  });

  it('pods migrating at start, and a Redis that evicts', () => {
    const config = changed('ConfigMap', settingsOf(production)!.metadata.name, (map) => {
      map.data!.MIGRATE_ON_START = 'true';
    });
    expect(configPolicy(config)).toEqual(['MIGRATE_ON_START is not false: pods would run DDL']);
    const redis = changed('ConfigMap', 'redis-config', (map) => {
      map.data!['redis.conf'] = map.data!['redis.conf']!.replace('noeviction', 'allkeys-lru');
    });
    expect(redisPolicy(redis)).toEqual(['redis.conf lacks maxmemory-policy noeviction']);
  });

  it('no default deny, and the ingress controller reaching a service', () => {
    const open = production.filter((object) => object.metadata.name !== 'default-deny');
    expect(networkPolicy(open)).toEqual(['no default-deny NetworkPolicy for ingress and egress']);
    const exposed = changed('NetworkPolicy', 'gateway-from-ingress', (policy) => {
      (
        policy.spec as { podSelector: { matchLabels: Record<string, string> } }
      ).podSelector.matchLabels['app.kubernetes.io/name'] = 'identity';
    });
    expect(networkPolicy(exposed)).toEqual([
      'NetworkPolicy/gateway-from-ingress: lets traffic from outside the namespace reach identity on 8080',
    ]);
  });
});
