import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { serviceBundleOptions } from '@nomada/infra/bundle-service';
import {
  frontEndFiles,
  productionDependencies,
  webPathInContext,
} from '../src/images/image-context';
import { FRONT_ENDS, IMAGE_SERVICES, IMAGE_WEB_ROOT } from '../src/images/image-settings';
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

describe('the front ends in the image (decision 072)', () => {
  /** A repository whose front ends are built: each file named, with a source map beside a chunk. */
  function builtRoot(skip: string[] = []): string {
    const root = mkdtempSync(path.join(tmpdir(), 'image-web-'));
    const files = [
      'shell/dist/index.html',
      'shell/dist/main.3f2a.js',
      'shell/dist/main.3f2a.js.map',
      'shell/dist/main.3f2a.js.br',
      'shell/dist/main.3f2a.js.map.br',
      'shell/dist/server/prerender.cjs',
      ...['mf-marketing', 'mf-applicant', 'mf-agent'].flatMap((remote) => [
        `${remote}/dist/mf-manifest.json`,
        `${remote}/dist/remoteEntry.js`,
        `${remote}/dist/static/js/app.9c1e.js.gz`,
      ]),
    ].filter((file) => !skip.some((folder) => file.startsWith(`${folder}/`)));
    for (const file of files) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), file);
    }
    return root;
  }

  it('takes every built file of the shell and the remotes, their server builds too, but no source map', () => {
    const root = builtRoot();
    try {
      const files = frontEndFiles(root);
      expect(files).toContain('shell/dist/server/prerender.cjs');
      expect(files).toContain('shell/dist/main.3f2a.js.br');
      expect(files).toContain('mf-agent/dist/static/js/app.9c1e.js.gz');
      expect(files.filter((file) => file.includes('.map'))).toEqual([]);
      expect(files).toHaveLength(13);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('refuses to lay out an image whose front end is not built', () => {
    const root = builtRoot(['mf-applicant']);
    try {
      expect(() => frontEndFiles(root)).toThrow(/mf-applicant not built/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('puts them where the gateway of the manifests looks: WEB_ROOT inside the image', () => {
    expect(IMAGE_WEB_ROOT).toBe('/app/web');
    expect(webPathInContext('mf-agent/dist/mf-manifest.json')).toBe(
      'web/mf-agent/dist/mf-manifest.json',
    );
    expect(FRONT_ENDS).toEqual(['shell', 'mf-marketing', 'mf-applicant', 'mf-agent']);
  });
});
