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
import { kubectlMissing, OVERLAYS, renderOverlay, type Overlay } from '../src/kubernetes/render';
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
