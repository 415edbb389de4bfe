import type { Compilation, Compiler } from '@rspack/core';

/** The file it writes by default: the scripts of one named chunk group, in load order. */
export const BOOT_ASSETS_FILE = 'boot-assets.json';

/**
 * Writes the JavaScript files of the chunk group `import(/* webpackChunkName: "<name>" *\/ …)`
 * creates, so the prerenderer can preload what the shell loads at start (the bootstrap) instead of
 * the browser discovering it one round trip later. An entry is a named chunk group too (the wake
 * entry's files).
 */
export class BootAssetsPlugin {
  constructor(
    private readonly chunkGroup: string,
    private readonly fileName = BOOT_ASSETS_FILE,
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('NomadaBootAssets', (compilation: Compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'NomadaBootAssets',
          stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE,
        },
        () => {
          const group = compilation.namedChunkGroups.get(this.chunkGroup);
          const files = group
            ? group.chunks.flatMap((chunk) => [...chunk.files].filter((f) => f.endsWith('.js')))
            : [];
          compilation.emitAsset(
            this.fileName,
            new compiler.rspack.sources.RawSource(JSON.stringify(files)),
          );
        },
      );
    });
  }
}
