import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN_SHARED, TREE_SHAKEN_SHARED } from './tree-shaken-shared';

const repo = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..', '..');

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory())
      return ['node_modules', 'dist', 'testing', 'test'].includes(name) ? [] : sourcesUnder(full);
    return /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The names (namespace roots) the given folders import from `pkg`, type-only imports left out. */
function importedNames(pkg: string, folders: readonly string[]): Set<string> {
  const pattern = new RegExp(
    `import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*'${pkg.replace(/[/.]/g, '\\$&')}'`,
    'g',
  );
  const names = new Set<string>();
  for (const file of folders.flatMap((folder) => sourcesUnder(path.join(repo, folder))))
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
      if (match[1]) continue;
      for (const part of match[2]!.split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0]!;
        if (name && !name.startsWith('type ')) names.add(name.split('.')[0]!);
      }
    }
  return names;
}

const missing = (names: Set<string>, kept: readonly string[] = []) =>
  [...names].filter((name) => !kept.includes(name)).sort();

const SIGNED_IN_FRONT_ENDS = [
  'shell/src',
  'mf-marketing/src',
  'mf-applicant/src',
  'mf-agent/src',
  'shared-ui/ui/src',
  'shared-ui/lawyer-chat/src',
  'shared-ui/account-settings/src',
];

describe('the shell’s copies of shared packages', () => {
  it('keep in the public copy everything the public site imports', () => {
    for (const pkg of Object.keys(TREE_SHAKEN_SHARED))
      expect(
        missing(importedNames(pkg, ['mf-marketing/src']), TREE_SHAKEN_SHARED[pkg]),
        pkg,
      ).toEqual([]);
  });

  it('keep in the signed-in copy everything any front end imports', () => {
    for (const pkg of Object.keys(SIGNED_IN_SHARED))
      expect(missing(importedNames(pkg, SIGNED_IN_FRONT_ENDS), SIGNED_IN_SHARED[pkg]), pkg).toEqual(
        [],
      );
  });

  it('make the signed-in copy a superset of the public one', () => {
    for (const [pkg, kept] of Object.entries(SIGNED_IN_SHARED))
      expect(missing(new Set(TREE_SHAKEN_SHARED[pkg]), kept)).toEqual([]);
  });
});
