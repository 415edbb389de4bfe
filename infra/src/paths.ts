import path from 'node:path';

/** The workspace root: this file lives in `infra/src/`. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Local state (database files, Redis AOF, uploads, mailbox, generated secret), git-ignored. */
export const DATA_DIR = path.join(REPO_ROOT, '.data');

/**
 * Per-copy folder under `.data`: the default PORT keeps the plain name, another PORT gets its own
 * (`pg-9090`), because one embedded database or Redis directory cannot serve two running copies.
 */
export function dataPath(name: string, port: number, dataDir = DATA_DIR): string {
  return path.join(dataDir, port === 8080 ? name : `${name}-${port}`);
}

export const binPath = (name: string) => path.join(REPO_ROOT, 'node_modules', '.bin', name);
