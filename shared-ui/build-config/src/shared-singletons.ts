import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { TREE_SHAKEN_SHARED } from './tree-shaken-shared';

/** ARCHITECTURE.md "Shared singletons": one instance of each across the shell and every remote. */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  '@chakra-ui/react',
  '@emotion/react',
  'i18next',
  'react-i18next',
  'swr',
  'zustand',
  '@nomada/state',
  '@nomada/i18n',
  '@nomada/ui',
] as const;

export type SharedConfig = {
  singleton: true;
  requiredVersion: string;
  version: string;
  /** Only in the shell's build, for TREE_SHAKEN_SHARED: a trimmed copy plus the whole package as fallback. */
  treeShaking?: { mode: 'runtime-infer'; usedExports: string[] };
};

/** Finds `<dir>/node_modules/<pkg>/package.json` the way Node resolves, walking up from `fromDir`. */
export function findPackageJson(pkg: string, fromDir: string): string {
  let dir = path.resolve(fromDir);
  for (;;) {
    const candidate = path.join(dir, 'node_modules', pkg, 'package.json');
    if (existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir)
      throw new Error(
        `@nomada/build-config: ${pkg} is not installed (looked upwards from ${fromDir})`,
      );
    dir = parent;
  }
}

export function installedVersion(pkg: string, fromDir: string): string {
  const json = JSON.parse(readFileSync(findPackageJson(pkg, fromDir), 'utf8')) as {
    version?: unknown;
  };
  if (typeof json.version !== 'string')
    throw new Error(`@nomada/build-config: ${pkg} has no version`);
  return json.version;
}

/**
 * The `shared` map of the Module Federation plugin. Versions are read from the installed
 * package.json files so they can never drift from what the lock file installed. The shell
 * (`provider: true`) also builds trimmed copies of TREE_SHAKEN_SHARED; remotes share whole packages
 * and only ever use the shell's copies.
 */
export function sharedSingletons(
  dirname: string,
  { provider = false }: { provider?: boolean } = {},
): Record<string, SharedConfig> {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((pkg) => {
      const version = installedVersion(pkg, dirname);
      const config: SharedConfig = { singleton: true, requiredVersion: `^${version}`, version };
      const keep = TREE_SHAKEN_SHARED[pkg];
      if (provider && keep) config.treeShaking = { mode: 'runtime-infer', usedExports: [...keep] };
      return [pkg, config];
    }),
  );
}
