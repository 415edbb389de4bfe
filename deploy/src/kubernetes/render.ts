import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { KUBERNETES_DIR } from '../paths';
import type { KubeObject } from './objects';

export const OVERLAYS = ['staging', 'production'] as const;
export type Overlay = (typeof OVERLAYS)[number];

/** Why the manifests cannot be rendered on this machine, or null when `kubectl kustomize` works. */
export function kubectlMissing(): string | null {
  const run = spawnSync('kubectl', ['version', '--client', '--output=json'], { encoding: 'utf8' });
  if (run.error || run.status !== 0)
    return 'kubectl is not installed: the Kubernetes manifests are not rendered or checked here';
  return null;
}

/** `kubectl kustomize` of a kustomization under deploy/kubernetes (offline: no cluster is asked). */
export function renderKustomization(relativeDir: string): KubeObject[] {
  const dir = path.join(KUBERNETES_DIR, relativeDir);
  const run = spawnSync('kubectl', ['kustomize', dir], { encoding: 'utf8', maxBuffer: 16 << 20 });
  if (run.status !== 0) throw new Error(`kubectl kustomize ${relativeDir}: ${run.stderr.trim()}`);
  return parseAllDocuments(run.stdout).map((document) => {
    if (document.errors.length) throw new Error(`${relativeDir}: ${document.errors[0]?.message}`);
    return document.toJSON() as KubeObject;
  });
}

export const renderOverlay = (overlay: Overlay) => renderKustomization(`overlays/${overlay}`);

/** Production with every optional component (`examples/all-components`). */
export const renderAllComponents = () => renderKustomization('examples/all-components');
