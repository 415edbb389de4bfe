import path from 'node:path';

/** The workspace root: this file lives in `deploy/src/`. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

/** The Containerfile, the base image's script and podman's settings. */
export const IMAGES_DIR = path.join(REPO_ROOT, 'deploy', 'images');

/** Kustomize's base, components and overlays. */
export const KUBERNETES_DIR = path.join(REPO_ROOT, 'deploy', 'kubernetes');

/** Build context, base image cache and the check's files (git-ignored, like all of `.data`). */
export const IMAGES_WORK_DIR = path.join(REPO_ROOT, '.data', 'images');
