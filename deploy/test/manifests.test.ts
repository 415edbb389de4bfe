import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { imageEntries, migrationOwners } from '../src/images/image-entries';
import { REPO_ROOT } from '../src/paths';
import { nameOf, workloads, type KubeObject } from '../src/kubernetes/objects';
import {
  autoscalerOwnsReplicasPolicy,
  disruptionBudgetPolicy,
  drainPolicy,
  oneReleasePolicy,
  pinnedImagesPolicy,
  probePathsPolicy,
  probesPolicy,
  resourcesPolicy,
  securityPolicy,
  selectorsPolicy,
  type Policy,
} from '../src/kubernetes/policies';
import {
  autoscaledApisPolicy,
  commandsPolicy,
  configPolicy,
  migrationsPolicy,
  networkPolicy,
  redisPolicy,
} from '../src/kubernetes/platform-policies';
import {
  certificatePolicy,
  CUSTOM_KINDS,
  externalSecretsPolicy,
  httpRoutePolicy,
  podMonitorPolicy,
  scaledObjectPolicy,
} from '../src/kubernetes/component-policies';
import {
  databaseSecretsPolicy,
  frontEndsPolicy,
  metricsPortPolicy,
  postgresEgressPolicy,
  redisAccessPolicy,
  serviceAccountsPolicy,
  settingsRollPolicy,
  spreadPolicy,
} from '../src/kubernetes/operator-policies';
import {
  firstInstallPolicy,
  jobsPerReleasePolicy,
  MINIMUM_KUBERNETES,
  minimumVersionPolicy,
} from '../src/kubernetes/release-policies';
import {
  kubectlMissing,
  OVERLAYS,
  renderAllComponents,
  renderOverlay,
  type Overlay,
} from '../src/kubernetes/render';
import { IMAGE_WEB_ROOT } from '../src/images/image-settings';
import { schemaProblems } from '../src/kubernetes/validate-schema';
import { unknownFieldProblems } from '../src/kubernetes/unknown-fields';

/** The overlays' image name for the services (base: `nomada-services`). */
const SERVICES_IMAGE = 'nomada-services';

const missing = kubectlMissing();
if (missing) process.stdout.write(`deploy/test/manifests.test.ts skipped: ${missing}\n`);

const rendered = new Map<Overlay, KubeObject[]>();
const objectsOf = (overlay: Overlay) => {
  if (!rendered.has(overlay)) rendered.set(overlay, renderOverlay(overlay));
  return rendered.get(overlay)!;
};

const POLICIES: Record<string, Policy> = {
  'every long-running container has startup, liveness and readiness probes': probesPolicy,
  'our probes ask /livez and /readyz': probePathsPolicy(SERVICES_IMAGE),
  'every container requests CPU and memory and has a memory limit': resourcesPolicy,
  'every container runs as non-root on a read-only root, without privileges': securityPolicy,
  'every image is pinned by tag or digest': pinnedImagesPolicy,
  'one release of the services image at a time': oneReleasePolicy(SERVICES_IMAGE),
  'pods behind a Service pause before SIGTERM, and the grace period covers the drain':
    drainPolicy(SERVICES_IMAGE),
  'Service, budget and autoscaler selectors match real pods': selectorsPolicy,
  'a disruption budget exactly where two or more pods run': disruptionBudgetPolicy,
  'an autoscaled Deployment leaves replicas to its autoscaler': autoscalerOwnsReplicasPolicy,
  'every command is a bundle of the image': commandsPolicy(SERVICES_IMAGE, imageEntries(REPO_ROOT)),
  'a migration Job per schema owner, and pods that wait for it': migrationsPolicy(
    SERVICES_IMAGE,
    migrationOwners(REPO_ROOT),
  ),
  'production settings: https, migrations by Jobs, listening for probes': configPolicy,
  'Redis never evicts and keeps its append-only file': redisPolicy,
  'default-deny network policies, the ingress reaching only the gateway': networkPolicy,
  'a first install works in the README order: namespace, then what the Jobs need':
    firstInstallPolicy,
  'migration Jobs named per release, on stable names, without a TTL':
    jobsPerReleasePolicy(SERVICES_IMAGE),
  'the stated minimum Kubernetes covers every feature, Pod Security pinned to it':
    minimumVersionPolicy,
  'a ServiceAccount per workload, without an API token': serviceAccountsPolicy,
  'replicas spread over nodes': spreadPolicy,
  'one database Secret per data owner, the owner role for migrations only': databaseSecretsPolicy(
    SERVICES_IMAGE,
    migrationOwners(REPO_ROOT),
  ),
  'Redis with a password from a Secret, and memory for a rewrite': redisAccessPolicy,
  'PostgreSQL reached at the address the overlay sets': postgresEgressPolicy,
  'a changed setting rolls the pods': settingsRollPolicy,
  'the front ends served from the image, releases from https origins':
    frontEndsPolicy(IMAGE_WEB_ROOT),
  'a metrics port on every process': metricsPortPolicy(SERVICES_IMAGE),
};

/** The messaging queues' names, as their sources declare them (KEDA watches their wait lists). */
const QUEUES = [
  ['services/messaging/src/queues/email-queue.ts', 'EMAIL_QUEUE'],
  ['services/messaging/src/chat/queue/chat-queue.ts', 'CHAT_QUEUE'],
].map(([file, name]) => {
  const source = readFileSync(path.join(REPO_ROOT, file!), 'utf8');
  const queue = new RegExp(`export const ${name} = '([^']+)'`).exec(source)?.[1];
  if (!queue) throw new Error(`${name} not found in ${file}`);
  return queue;
});

const COMPONENT_POLICIES: Record<string, Policy> = {
  'the HTTPRoute sends the public host to the gateway, and the Ingress is gone': httpRoutePolicy,
  "the Certificate fills the Ingress's Secret": certificatePolicy,
  'ExternalSecrets make every Secret and key the pods read': externalSecretsPolicy,
  'the PodMonitor scrapes every metrics port': podMonitorPolicy,
  "KEDA scales the worker on the queues' wait lists, with Redis' password":
    scaledObjectPolicy(QUEUES),
};

describe.runIf(!missing)('Kubernetes manifests', () => {
  describe.each(OVERLAYS)('overlay %s', (overlay) => {
    it('renders with kubectl kustomize', () => {
      const objects = objectsOf(overlay);
      expect(objects.length).toBeGreaterThan(20);
      expect(new Set(objects.map((object) => object.metadata.namespace ?? 'cluster'))).toEqual(
        new Set([overlay === 'production' ? 'nomada' : 'nomada-staging', 'cluster']),
      );
    });

    it('validates against the Kubernetes schemas', () => {
      expect(schemaProblems(objectsOf(overlay))).toEqual([]);
    });

    it('has no field the Kubernetes API does not know', () => {
      expect(unknownFieldProblems(objectsOf(overlay))).toEqual([]);
    }, 60_000);

    it.each(Object.entries(POLICIES))('%s', (_name, policy) => {
      expect(policy(objectsOf(overlay))).toEqual([]);
    });
  });

  describe('production with every optional component (examples/all-components)', () => {
    const everything = () => {
      if (!rendered.has('all' as Overlay)) rendered.set('all' as Overlay, renderAllComponents());
      return rendered.get('all' as Overlay)!;
    };
    const standard = () => everything().filter((object) => !CUSTOM_KINDS.has(object.kind));

    it('renders every component', () => {
      const kinds = new Set(everything().map((object) => object.kind));
      for (const kind of CUSTOM_KINDS) expect(kinds).toContain(kind);
    });

    it('validates its standard objects against the Kubernetes schemas, with no unknown field', () => {
      expect(schemaProblems(standard())).toEqual([]);
      expect(unknownFieldProblems(standard())).toEqual([]);
    }, 60_000);

    it.each(Object.entries({ ...POLICIES, ...COMPONENT_POLICIES }))('%s', (_name, policy) => {
      expect(policy(everything())).toEqual([]);
    });
  });

  it('states its minimum Kubernetes where operators read it', () => {
    const readme = readFileSync(path.join(REPO_ROOT, 'deploy', 'README.md'), 'utf8');
    expect(readme).toContain(`Kubernetes ${MINIMUM_KUBERNETES} or later`);
  });

  it('production autoscales every API and the gateway from two pods', () => {
    const objects = objectsOf('production');
    expect(autoscaledApisPolicy(objects)).toEqual([]);
    expect(
      workloads(objects)
        .filter((workload) => workload.metadata.name !== 'redis')
        .map((workload) => nameOf(workload)),
    ).toHaveLength(6);
  });
});
