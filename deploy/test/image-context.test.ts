import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { serviceBundleOptions } from '@nomada/infra/bundle-service';
import { productionDependencies } from '../src/images/image-context';
import { IMAGE_SERVICES } from '../src/images/image-settings';
import { REPO_ROOT } from '../src/paths';

/** The package a bare import names: `@aws-sdk/client-s3/x` → `@aws-sdk/client-s3`. */
const packageOf = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;

/** Packages the services' bundles import at run time, as esbuild leaves them external. */
async function importedPackages(): Promise<Set<string>> {
  const packages = new Set<string>();
  for (const service of IMAGE_SERVICES) {
    const result = await build({
      ...serviceBundleOptions(path.join(REPO_ROOT, 'services', service)),
      write: false,
      metafile: true,
      sourcemap: false,
      logLevel: 'silent',
    });
    for (const output of Object.values(result.metafile.outputs))
      for (const imported of output.imports)
        if (imported.external && !imported.path.startsWith('node:'))
          packages.add(packageOf(imported.path));
  }
  return packages;
}

describe('the services image', () => {
  it('installs every package the bundles import, at the versions the services pin', async () => {
    const dependencies = productionDependencies(REPO_ROOT);
    const imported = await importedPackages();
    expect(imported.size).toBeGreaterThan(10);
    expect([...imported].filter((name) => !(name in dependencies))).toEqual([]);
    expect(dependencies.fastify).toMatch(/^\d+\.\d+\.\d+$/);
  }, 120_000);

  it('takes no development dependency and no workspace package', () => {
    const dependencies = Object.keys(productionDependencies(REPO_ROOT));
    for (const name of ['vitest', 'typescript', 's3rver', 'smtp-server', '@redocly/cli', 'esbuild'])
      expect(dependencies).not.toContain(name);
    expect(dependencies.filter((name) => name.startsWith('@nomada/'))).toEqual([]);
  });
});
