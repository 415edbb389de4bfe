import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments, parseDocument, stringify } from 'yaml';
import { KUBERNETES_DIR } from '../paths';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** What the test environment sets in the production overlay's settings, as an overlay of its own would. */
export type TestSettings = Record<string, string>;

export const SERVICES_REPOSITORY = 'registry.nomada.example/nomada-services';
export const MAILBOX_DIR = '/var/lib/nomada/mailbox';

/**
 * The production overlay as the release pipeline renders it: a copy of deploy/kubernetes whose
 * production kustomization pins `tag` (`kustomize edit set image`), under a test overlay that only
 * merges the test environment's settings. Returns the rendered objects, unchanged.
 */
export function renderRelease(workDir: string, tag: string, settings: TestSettings): Json[] {
  const tree = path.join(workDir, `kubernetes-${tag}`);
  cpSync(KUBERNETES_DIR, tree, { recursive: true });
  const production = path.join(tree, 'overlays', 'production', 'kustomization.yaml');
  const kustomization = parseDocument(readFileSync(production, 'utf8'));
  kustomization.setIn(
    ['images'],
    [{ name: 'nomada-services', newName: SERVICES_REPOSITORY, newTag: tag }],
  );
  writeFileSync(production, kustomization.toString());
  const testOverlay = path.join(tree, 'overlays', 'k8s-e2e');
  mkdirSync(testOverlay);
  writeFileSync(
    path.join(testOverlay, 'settings.env'),
    Object.entries(settings)
      .map(([key, value]) => `${key}=${value}`)
      .join('\n') + '\n',
  );
  writeFileSync(
    path.join(testOverlay, 'kustomization.yaml'),
    stringify({
      apiVersion: 'kustomize.config.k8s.io/v1beta1',
      kind: 'Kustomization',
      resources: ['../production'],
      configMapGenerator: [
        { name: 'nomada-config', behavior: 'merge', envs: ['settings.env'] },
        { name: 'nomada-migration-config', behavior: 'merge', envs: ['settings.env'] },
      ],
    }),
  );
  const run = spawnSync('kubectl', ['kustomize', testOverlay], {
    encoding: 'utf8',
    maxBuffer: 16 << 20,
  });
  if (run.status !== 0) throw new Error(`kubectl kustomize: ${run.stderr.trim()}`);
  return parseAllDocuments(run.stdout).map((document) => document.toJSON() as Json);
}

const templateOf = (object: Json): Json | undefined =>
  object.spec?.jobTemplate?.spec?.template ?? object.spec?.template;

/**
 * Test-only: what Kubernetes 1.20 (the only server these machines can build) lacks, mapped to what
 * it has, and the test environment's development mailbox as a folder of the node. Production's
 * manifests are never changed by it.
 */
export function forKubernetes120(objects: Json[], mailboxHostPath: string): Json[] {
  return objects.map((original) => {
    const object = structuredClone(original);
    if (object.apiVersion === 'policy/v1') {
      object.apiVersion = 'policy/v1beta1';
      delete object.spec.unhealthyPodEvictionPolicy; // 1.27
    }
    if (object.apiVersion === 'autoscaling/v2') object.apiVersion = 'autoscaling/v2beta2';
    const pod = templateOf(object)?.spec;
    if (!pod) return object;
    for (const constraint of pod.topologySpreadConstraints ?? []) delete constraint.matchLabelKeys; // 1.27
    for (const container of pod.containers ?? []) {
      const sleep = container.lifecycle?.preStop?.sleep;
      if (sleep) {
        // 1.30's sleep action; the services image has no shell or sleep, but has node.
        const wait = String(sleep.seconds * 1000);
        container.lifecycle.preStop = {
          exec: {
            command: String(container.image).includes('nomada-services')
              ? ['node', '-e', `setTimeout(() => {}, ${wait})`]
              : ['sleep', String(sleep.seconds)],
          },
        };
      }
    }
    const name = object.metadata?.name;
    if (object.kind === 'Deployment' && (name === 'messaging' || name === 'messaging-worker')) {
      pod.volumes = [
        ...(pod.volumes ?? []),
        { name: 'mailbox', hostPath: { path: mailboxHostPath, type: 'Directory' } },
      ];
      for (const container of pod.containers)
        container.volumeMounts = [
          ...(container.volumeMounts ?? []),
          { name: 'mailbox', mountPath: MAILBOX_DIR },
        ];
    }
    return object;
  });
}

/** kubectl reads YAML 1.1, where an unquoted `off` is false: written as 1.1 so such strings are quoted. */
export const toYaml = (objects: Json[]) =>
  objects.map((object) => stringify(object, { version: '1.1' })).join('---\n');
