import type { Compilation, Compiler } from '@rspack/core';
import type { SignedInCopy } from './signed-in-copies';

const MANIFEST_FILES = ['mf-manifest.json', 'mf-stats.json'];

type ManifestShared = { name: string; usedExports?: string[]; signedIn?: SignedInCopy };
type Manifest = { shared?: ManifestShared[] };
type ImportDependency = { request?: string; ids?: string[]; type: string };

/**
 * What a build imports from each shared package, as export paths: `Box`, or `Drawer.Root` when only
 * a member of a namespace export is read. `*` stands for the whole package (a namespace object passed
 * around, a dynamic import).
 */
export function collectSharedImports(
  modules: Iterable<{ dependencies: unknown }>,
  packages: readonly string[],
): Map<string, Set<string>> {
  const used = new Map(packages.map((pkg) => [pkg, new Set<string>()]));
  for (const module of modules) {
    for (const dependency of module.dependencies as unknown as ImportDependency[]) {
      const names = dependency.request ? used.get(dependency.request) : undefined;
      if (!names) continue;
      if (dependency.type.endsWith('specifier')) {
        names.add(dependency.ids?.length ? dependency.ids.join('.') : '*');
      } else if (dependency.type.includes('dynamic') || dependency.type.includes('require')) {
        names.add('*');
      }
    }
  }
  return used;
}

/**
 * Writes `usedExports` into each shared entry of mf-manifest.json (and mf-stats.json): what this
 * build needs from the package, plus, in the shell, the exports its trimmed copy keeps whole, and
 * where its signed-in copy is (`signedIn`). The shell reads these lists at start to choose between
 * the trimmed copy, the signed-in copy and the whole package.
 */
export class SharedExportsManifestPlugin {
  constructor(
    private readonly packages: readonly string[],
    private readonly keptWhole: Readonly<Record<string, readonly string[]>> = {},
    private readonly signedIn: Readonly<Record<string, SignedInCopy>> = {},
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('NomadaSharedExports', (compilation: Compilation) => {
      // Read before modules are concatenated, which hides their imports.
      let used = new Map<string, Set<string>>();
      compilation.hooks.finishModules.tap('NomadaSharedExports', (modules) => {
        used = collectSharedImports(modules, this.packages);
      });
      compilation.hooks.processAssets.tap(
        {
          name: 'NomadaSharedExports',
          stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        () => {
          for (const file of MANIFEST_FILES) {
            const asset = compilation.getAsset(file);
            if (!asset) continue;
            const manifest = JSON.parse(asset.source.source().toString()) as Manifest;
            for (const shared of manifest.shared ?? []) {
              const names = new Set([
                ...(used.get(shared.name) ?? []),
                ...(this.keptWhole[shared.name] ?? []),
              ]);
              shared.usedExports = [...names].sort();
              const copy = this.signedIn[shared.name];
              if (copy) shared.signedIn = copy;
            }
            compilation.updateAsset(
              file,
              new compiler.rspack.sources.RawSource(JSON.stringify(manifest)),
            );
          }
        },
      );
    });
  }
}
