import path from 'node:path';
import { rspack, type Compiler, type Configuration } from '@rspack/core';
import { commonConfig, SIGNED_IN_COPIES_DIR, type Mode } from './common-config';
import { SHARED_SINGLETONS, sharedSingletons, type SharedConfig } from './shared-singletons';
import { SIGNED_IN_SHARED } from './tree-shaken-shared';

/** Module Federation's prefix of the copies' global names: `<name>_t_<package>_<version>`. */
const COPIES_FEDERATION_NAME = 'shell_copies';
/** The copies' folder inside `dist/copies/` (Module Federation writes one folder per package in it). */
const PACKAGES_DIR = 'packages';

/** Where a signed-in copy is and what it keeps, as the shell's manifest tells its runtime. */
export type SignedInCopy = {
  /** Exports (namespace roots for Chakra) the copy keeps. */
  exports: string[];
  /** The copy's file, relative to the shell's public path. */
  file: string;
  /** The global its script defines: a share container (`init(origin, bundlerRuntime)`, `get()`). */
  globalName: string;
};

/** Module Federation's own spelling of a package or global name (`encodeName`). */
const encodeName = (name: string) =>
  name.replace(/@/g, 'scope_').replace(/-/g, '_').replace(/\//g, '__').replace(/\./g, '');

/** Where the build writes the signed-in copy of `pkg` at `version`, and the global it defines. */
export function signedInCopy(pkg: string, version: string): SignedInCopy {
  return {
    exports: [...(SIGNED_IN_SHARED[pkg] ?? [])].sort(),
    file: `${SIGNED_IN_COPIES_DIR}/${PACKAGES_DIR}/${encodeName(pkg)}/${version}/share-entry.js`,
    globalName: encodeName(`${COPIES_FEDERATION_NAME}_t_${pkg}_${version}`),
  };
}

const DROP_OWN_ASSETS = 'NomadaDropOwnAssets';

/**
 * The compilation below exists only so that Module Federation builds the copies beside it; what it
 * emits itself (the whole packages once more) is never used, so it is not written.
 */
class DropOwnAssetsPlugin {
  name = DROP_OWN_ASSETS;
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(DROP_OWN_ASSETS, (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: DROP_OWN_ASSETS,
          stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          for (const asset of compilation.getAssets()) compilation.deleteAsset(asset.name);
        },
      );
    });
  }
}

/**
 * The shell's third copy of the packages in SIGNED_IN_SHARED (docs/decisions/063): between the
 * public pages' trimmed copy and the whole package, one trimmed to what the signed-in areas import.
 * Module Federation's own plugin builds one trimmed copy per shared package; its "secondary" tree
 * shaking (meant for a server that rebuilds a copy with the exports every consumer reported) builds
 * another from a given list, as a share container like the whole-package fallback: one file, which
 * takes React, Emotion and the rest from the shell's share scope. The shell's runtime plugin loads
 * it in place of the trimmed copy when the page's remotes need more than that and no more than this
 * (shell/src/features/federation/shared-variant-plugin.ts).
 */
export function createSignedInCopiesConfig({
  dirname,
  mode,
}: {
  dirname: string;
  mode: Mode;
}): Configuration {
  const singletons = sharedSingletons(dirname);
  const shared: Record<string, SharedConfig | (SharedConfig & { import: false })> =
    Object.fromEntries(
      SHARED_SINGLETONS.map((pkg) => {
        const keep = SIGNED_IN_SHARED[pkg];
        const config = singletons[pkg]!;
        return [
          pkg,
          keep
            ? { ...config, treeShaking: { mode: 'runtime-infer', usedExports: [...keep] } }
            : { ...config, import: false as const },
        ];
      }),
    );
  // The packages must be in the compilation for Module Federation to find what to build.
  const entry = path.join(dirname, 'node_modules', '.nomada-copies', 'entry.js');
  const base = commonConfig({
    dirname,
    mode,
    uniqueName: COPIES_FEDERATION_NAME,
    publicPath: 'auto',
    entry: { copies: entry },
  });
  const outputPath = path.join(dirname, 'dist', SIGNED_IN_COPIES_DIR);
  return {
    ...base,
    name: 'copies',
    output: { ...base.output, path: outputPath, clean: false },
    plugins: [
      ...(base.plugins ?? []),
      new DropOwnAssetsPlugin(),
      new rspack.experiments.VirtualModulesPlugin({
        [entry]: Object.keys(SIGNED_IN_SHARED)
          .map((pkg) => `import(${JSON.stringify(pkg)});\n`)
          .join(''),
      }),
      new rspack.container.ModuleFederationPluginV1({
        name: COPIES_FEDERATION_NAME,
        shared,
        enhanced: true,
      }),
      new rspack.sharing.TreeShakingSharedPlugin({
        mfConfig: {
          name: COPIES_FEDERATION_NAME,
          shared,
          treeShakingSharedDir: PACKAGES_DIR,
          // The copies' own build must not share the packages again, nor lose its files.
          treeShakingSharedExcludePlugins: [
            'ModuleFederationPluginV1',
            DROP_OWN_ASSETS,
            'PrecompressPlugin',
          ],
        },
        secondary: true,
        onBuildAssets: (built) => {
          for (const [pkg, files] of Object.entries(built))
            for (const [file, version, globalName] of files) {
              const expected = signedInCopy(pkg, version);
              const written = path.posix.join(SIGNED_IN_COPIES_DIR, file.split(path.sep).join('/'));
              if (written !== expected.file || globalName !== expected.globalName)
                throw new Error(
                  `@nomada/build-config: the signed-in copy of ${pkg} was written as ${written} (${globalName}), not where the shell looks for it (${expected.file}, ${expected.globalName})`,
                );
            }
        },
      }),
    ],
  };
}
