import path from 'node:path';
import type { Configuration } from '@rspack/core';
import { BootAssetsPlugin } from './boot-assets-plugin';
import { commonConfig, WAKE_DIR, type Mode } from './common-config';

/** Lists the wake entry's files for the prerenderer, in `dist/wake/`. */
export const WAKE_ASSETS_FILE = 'wake-assets.json';

/**
 * The shell's wake script, a plain browser bundle outside Module Federation: as an entry of the
 * federated build it would carry the federation runtime (120 KB), which is what it exists to defer.
 */
export function createWakeConfig({
  dirname,
  entry,
  mode,
}: {
  dirname: string;
  entry: string;
  mode: Mode;
}): Configuration {
  const base = commonConfig({
    dirname,
    mode,
    uniqueName: 'shell_wake',
    publicPath: `/${WAKE_DIR}/`,
    entry: { wake: entry },
  });
  return {
    ...base,
    name: 'wake',
    // The map is written for debugging a release but never served: the script must not name it.
    devtool: mode === 'production' ? 'hidden-source-map' : base.devtool,
    output: { ...base.output, path: path.join(dirname, 'dist', WAKE_DIR), clean: true },
    plugins: [...(base.plugins ?? []), new BootAssetsPlugin('wake', WAKE_ASSETS_FILE)],
  };
}
