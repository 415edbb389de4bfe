import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cannotReachDataDir, describeDataDir, isPostgresServing } from './postgres-data-dir';

const roots: string[] = [];
const tempRoot = (prefix: string) => {
  const root = mkdtempSync(path.join(tmpdir(), prefix));
  roots.push(root);
  return root;
};
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

describe('data folder checks', () => {
  it('explains a parent folder the postgres user cannot enter', () => {
    const root = tempRoot('nomada-reach-');
    chmodSync(root, 0o700);
    expect(cannotReachDataDir(path.join(root, '.data', 'pg'))).toMatch(
      new RegExp(`cannot enter ${root}\\. Allow it \\(chmod o\\+x ${root}\\)`),
    );
    chmodSync(root, 0o755);
    // Folders above the temporary one are the machine's business; this one is no longer named.
    expect(cannotReachDataDir(path.join(root, '.data', 'pg')) ?? '').not.toContain(root);
  });

  it('tells a cluster from PGlite files, another major version and an empty folder', () => {
    const root = tempRoot('nomada-describe-');
    const folder = (name: string, mode: number, version?: string) => {
      const dir = path.join(root, name);
      mkdirSync(dir);
      chmodSync(dir, mode);
      if (version) writeFileSync(path.join(dir, 'PG_VERSION'), `${version}\n`);
      return dir;
    };
    expect(describeDataDir(path.join(root, 'absent'))).toEqual({ kind: 'missing' });
    expect(describeDataDir(folder('empty', 0o700))).toEqual({ kind: 'empty' });
    expect(describeDataDir(folder('ours', 0o700, '18'))).toEqual({ kind: 'cluster' });
    expect(describeDataDir(folder('pglite', 0o755, '18'))).toMatchObject({
      kind: 'unusable',
      reason: expect.stringMatching(/PGlite/),
    });
    expect(describeDataDir(folder('older', 0o700, '17'))).toEqual({
      kind: 'unusable',
      reason: 'a cluster of PostgreSQL 17',
    });
  });

  it('does not take another program for the server of a folder', () => {
    expect(isPostgresServing(process.pid, '/tmp/some/pg')).toBe(false);
  });
});
