import type { Compilation, Compiler } from '@rspack/core';

/**
 * Packages that run in full as soon as they load: React's renderer, Chakra with the libraries under
 * it and i18next while every page starts, zod when a form section comes alive.
 */
const RUN_AT_START =
  /[\\/]node_modules[\\/](?:react-dom|scheduler|@chakra-ui|@ark-ui|@zag-js|@emotion|@pandacss|i18next|react-i18next|zod)[\\/]/;

/**
 * V8's explicit compile hint (Chrome 136+; to other browsers a comment): the functions of the file
 * are compiled while it streams in, on a background thread, instead of one by one on the main thread
 * the first time each runs. The task that runs Chakra's chunk at a phone's 4x CPU went from 161–192
 * ms to 94–150 ms (`npm run bench:start-tasks -- / / /`, issue 30).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const runsAtStart = (
  compilation: Compilation,
  chunk: Parameters<Compilation['chunkGraph']['getChunkModules']>[0],
) =>
  compilation.chunkGraph
    .getChunkModules(chunk)
    .some((module) => RUN_AT_START.test(module.identifier()));

/** Puts the compile hint first in each JavaScript chunk that holds a package run at start. */
export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    const { ConcatSource } = compiler.webpack.sources;
    compiler.hooks.compilation.tap('NomadaCompileHints', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'NomadaCompileHints',
          // After minifying (which drops comments), before the source maps are written.
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING - 1,
        },
        () => {
          for (const chunk of compilation.chunks) {
            if (!runsAtStart(compilation, chunk)) continue;
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(file, (source) => new ConcatSource(COMPILE_HINT, source));
            }
          }
        },
      );
    });
  }
}
