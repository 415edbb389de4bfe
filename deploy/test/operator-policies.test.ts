import { beforeAll, describe, expect, it } from 'vitest';
import { migrationOwners } from '../src/images/image-entries';
import { IMAGE_WEB_ROOT } from '../src/images/image-settings';
import { REPO_ROOT } from '../src/paths';
import {
  externalSecretsPolicy,
  podMonitorPolicy,
  scaledObjectPolicy,
} from '../src/kubernetes/component-policies';
import type { KubeObject, Workload } from '../src/kubernetes/objects';
import {
  databaseSecretsPolicy,
  frontEndsPolicy,
  postgresEgressPolicy,
  redisAccessPolicy,
  serviceAccountsPolicy,
  settingsRollPolicy,
  spreadPolicy,
} from '../src/kubernetes/operator-policies';
import { disruptionBudgetPolicy } from '../src/kubernetes/policies';
import { settingsOf } from '../src/kubernetes/platform-policies';
import {
  firstInstallPolicy,
  jobsPerReleasePolicy,
  minimumVersionPolicy,
} from '../src/kubernetes/release-policies';
import { kubectlMissing, renderAllComponents, renderOverlay } from '../src/kubernetes/render';

const IMAGE = 'nomada-services';

/** Each policy of issue 26 fails on the breach it is about: a render changed in one place. */
describe.runIf(!kubectlMissing())('the operators and release policies catch', () => {
  let production: KubeObject[];
  let everything: KubeObject[];
  beforeAll(() => {
    production = renderOverlay('production');
    everything = renderAllComponents();
  });

  function changed<T extends KubeObject>(
    from: KubeObject[],
    find: (object: KubeObject) => boolean,
    change: (object: T) => void,
  ) {
    const objects = structuredClone(from);
    const target = objects.find(find);
    if (!target) throw new Error('nothing to change');
    change(target as T);
    return objects;
  }
  const named = (kind: string, name: string) => (object: KubeObject) =>
    object.kind === kind && object.metadata.name === name;
  const migrationOf = (owner: string) => (object: KubeObject) =>
    object.kind === 'Job' &&
    object.metadata.labels?.['app.kubernetes.io/name'] === `migrate-${owner}`;
  const pod = (workload: Workload) => workload.spec.template.spec;

  it('a Namespace step 1 does not select, and a Deployment applied before the migrations', () => {
    const objects = changed(production, named('Namespace', 'nomada'), (namespace) => {
      delete namespace.metadata.labels!['app.kubernetes.io/component'];
    });
    expect(firstInstallPolicy(objects)).toEqual([
      'Namespace/nomada: not selected by the first steps',
    ]);
    const early = changed(production, named('Deployment', 'identity'), (identity) => {
      identity.metadata.labels!['nomada/release-step'] = 'prepare';
    });
    expect(firstInstallPolicy(early)).toEqual([
      'Deployment/identity: applied before the migrations, though it is a Deployment',
    ]);
  });

  it('a Job reading the hashed settings, and a network policy of the Jobs left for later', () => {
    const settings = settingsOf(production)!.metadata.name;
    const objects = changed<Workload>(production, migrationOf('review'), (job) => {
      pod(job).containers[0]!.envFrom![0] = { configMapRef: { name: settings } };
    });
    expect(firstInstallPolicy(objects)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Job/migrate-review-.*: reads ConfigMap ${settings}, which is not applied first$`,
        ),
      ),
    ]);
    expect(jobsPerReleasePolicy(IMAGE)(objects)).toEqual([
      expect.stringMatching(/whose name changes with its content$/),
    ]);
    const late = changed(production, named('NetworkPolicy', 'to-postgres'), (policy) => {
      delete policy.metadata.labels!['nomada/release-step'];
    });
    expect(new Set(firstInstallPolicy(late))).toEqual(
      new Set(["NetworkPolicy/to-postgres: selects the Jobs' pods but is not applied with them"]),
    );
  });

  it('a Job named without its release, and a TTL', () => {
    const objects = changed<KubeObject>(production, migrationOf('identity'), (job) => {
      job.metadata.name = 'migrate-identity';
      (job.spec as { ttlSecondsAfterFinished?: number }).ttlSecondsAfterFinished = 86400;
    });
    expect(jobsPerReleasePolicy(IMAGE)(objects)).toEqual([
      'Job/migrate-identity: not named migrate-identity-0.1.0-610d131799 after its release',
      'Job/migrate-identity: a TTL deletes what a GitOps tool then recreates',
    ]);
  });

  it('Pod Security not pinned, and a feature newer than the stated minimum', () => {
    const objects = changed(production, named('Namespace', 'nomada'), (namespace) => {
      namespace.metadata.labels!['pod-security.kubernetes.io/warn-version'] = 'latest';
    });
    expect(minimumVersionPolicy(objects)).toEqual([
      'Namespace/nomada: Pod Security warn is not pinned to v1.30',
    ]);
  });

  it('two workloads on one ServiceAccount, and one on the default', () => {
    const shared = changed<Workload>(production, named('Deployment', 'review'), (review) => {
      pod(review).serviceAccountName = 'identity';
    });
    expect(serviceAccountsPolicy(shared)).toEqual([
      'Deployment/review: shares ServiceAccount identity with Deployment/identity',
    ]);
    const unnamed = changed<Workload>(production, named('Deployment', 'gateway'), (gateway) => {
      delete pod(gateway).serviceAccountName;
    });
    expect(serviceAccountsPolicy(unnamed)).toEqual([
      'Deployment/gateway: runs as the default ServiceAccount, not one of its own',
    ]);
  });

  it('replicas not spread, and a budget that waits for unhealthy pods', () => {
    const objects = changed<Workload>(production, named('Deployment', 'documents'), (documents) => {
      delete pod(documents).topologySpreadConstraints;
    });
    expect(spreadPolicy(objects)).toEqual([
      'Deployment/documents: its pods are not spread over nodes',
    ]);
    const budget = changed(production, named('PodDisruptionBudget', 'review'), (pdb) => {
      delete (pdb.spec as { unhealthyPodEvictionPolicy?: string }).unhealthyPodEvictionPolicy;
    });
    expect(disruptionBudgetPolicy(budget)).toEqual([
      'PodDisruptionBudget/review: unhealthy pods are not always evictable',
    ]);
  });

  it("a service reading another owner's database, and a pod holding the owner role", () => {
    const policy = databaseSecretsPolicy(IMAGE, migrationOwners(REPO_ROOT));
    const foreign = changed<Workload>(production, named('Deployment', 'review'), (review) => {
      pod(review).containers[0]!.env!.find(
        (variable) => variable.name === 'DATABASE_URL',
      )!.valueFrom!.secretKeyRef!.name = 'nomada-db-identity';
    });
    expect(policy(foreign)).toEqual([
      'Deployment/review review: reads nomada-db-identity, not nomada-db-review',
      'Deployment/review review: reads no nomada-db-review',
    ]);
    const owner = changed<Workload>(production, named('Deployment', 'messaging'), (messaging) => {
      pod(messaging).containers[0]!.envFrom!.push({ secretRef: { name: 'nomada-db-messaging' } });
    });
    expect(policy(owner)).toEqual([
      'Deployment/messaging messaging: takes more of nomada-db-messaging than DATABASE_URL',
    ]);
  });

  it('Redis without a password or headroom, and a client without the password', () => {
    const open = changed<Workload>(production, named('StatefulSet', 'redis'), (redis) => {
      pod(redis).containers[0]!.args = ['/etc/redis/redis.conf'];
      pod(redis).containers[0]!.resources!.limits!.memory = '384Mi';
    });
    expect(redisAccessPolicy(open)).toEqual([
      'redis: no password from a Secret',
      'redis: maxmemory 256 MB leaves no room for a rewrite under a 384 MiB limit',
    ]);
    const client = changed<Workload>(production, named('Deployment', 'gateway'), (gateway) => {
      pod(gateway).containers[0]!.env!.find((variable) => variable.name === 'REDIS_URL')!.value =
        'redis://redis:6379';
    });
    expect(redisAccessPolicy(client)).toEqual([
      'Deployment/gateway gateway: reaches Redis without its password',
    ]);
  });

  it('PostgreSQL open to the world, and settings that no longer roll the pods', () => {
    const objects = changed(production, named('NetworkPolicy', 'to-postgres'), (policy) => {
      (
        policy.spec as { egress: { to: { ipBlock: { cidr: string } }[] }[] }
      ).egress[0]!.to[0]!.ipBlock.cidr = '0.0.0.0/0';
    });
    expect(postgresEgressPolicy(objects)).toEqual([
      'NetworkPolicy/to-postgres: PostgreSQL reachable at 0.0.0.0/0',
    ]);
    const fixed = changed<Workload>(production, named('Deployment', 'review'), (review) => {
      pod(review).containers[0]!.envFrom![0] = { configMapRef: { name: 'nomada-config' } };
    });
    expect(settingsRollPolicy(fixed)).toEqual([
      'Deployment/review review: does not read the generated settings',
    ]);
  });

  it('front ends on an empty volume, and releases the gateway cannot reach', () => {
    const objects = changed<Workload>(production, named('Deployment', 'gateway'), (gateway) => {
      pod(gateway).containers[0]!.env!.find((variable) => variable.name === 'WEB_ROOT')!.value =
        '/srv/web';
      pod(gateway).volumes!.push({
        name: 'web-root',
        persistentVolumeClaim: { claimName: 'web-root' },
      });
    });
    expect(frontEndsPolicy(IMAGE_WEB_ROOT)(objects)).toEqual([
      "gateway: WEB_ROOT is /srv/web, not the image's /app/web",
      'gateway: serves files from a volume something must fill',
    ]);
    const closed = changed(production, named('NetworkPolicy', 'gateway-egress'), (policy) => {
      const spec = policy.spec as { egress: { ports?: { port?: number }[] }[] };
      spec.egress = spec.egress.filter(
        (rule) => !(rule.ports ?? []).some((port) => port.port === 443),
      );
    });
    expect(frontEndsPolicy(IMAGE_WEB_ROOT)(closed)).toEqual([
      'gateway: cannot reach the release origins (443)',
    ]);
  });

  it('a missing ExternalSecret key, a PodMonitor that misses the worker, KEDA on a wrong list', () => {
    const secrets = changed(
      everything,
      named('ExternalSecret', 'nomada-db-gateway'),
      (external) => {
        const spec = external.spec as { data: { secretKey: string }[] };
        spec.data = spec.data.filter((entry) => entry.secretKey !== 'DATABASE_URL');
      },
    );
    expect(externalSecretsPolicy(secrets)).toEqual([
      'Secret nomada-db-gateway: key DATABASE_URL read by pods, made by no ExternalSecret',
    ]);
    const monitor = changed(everything, named('PodMonitor', 'nomada'), (podMonitor) => {
      (
        podMonitor.spec as { selector: { matchExpressions: { values: string[] }[] } }
      ).selector.matchExpressions[0]!.values = ['gateway', 'api'];
    });
    expect(podMonitorPolicy(monitor)).toEqual([
      'PodMonitor/nomada: misses Deployment/messaging-worker, which has a metrics port',
    ]);
    const keda = changed(everything, named('ScaledObject', 'messaging-worker'), (scaled) => {
      (
        scaled.spec as { triggers: { metadata: Record<string, string> }[] }
      ).triggers[1]!.metadata.listName = 'bull:chat:wait';
    });
    expect(scaledObjectPolicy(['emails', 'chat'])(keda)).toEqual([
      "ScaledObject/messaging-worker: watches bull:chat:wait, no queue's wait list",
      'ScaledObject/messaging-worker: ignores nomada:bull:chat:wait',
    ]);
  });
});
