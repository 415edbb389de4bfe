import path from 'node:path';
import type { Configuration, ExternalItemObjectUnknown } from '@rspack/core';
import {
  ASSET_FILENAME,
  assetRule,
  chakraSystemRule,
  pureModulesRule,
  RESOLVE_EXTENSIONS,
  scriptRule,
  SERVER_DIR,
} from './common-config';
import { SHARED_SINGLETONS } from './shared-singletons';

/**
 * The global through which the prerenderer (the shell's server build) hands its copies of the
 * shared packages to a remote's server build, as Module Federation does in the browser; the shell's
 * `src/prerender/shared-registry.ts` fills it.
 */
export const SHARED_REGISTRY_GLOBAL = '__NOMADA_SHARED__';

/** What a remote's server build takes from the registry instead of bundling its own copy. */
export const REGISTRY_PACKAGES = [...SHARED_SINGLETONS, 'react/jsx-runtime'] as const;

export function registryExternals(): ExternalItemObjectUnknown {
  return Object.fromEntries(
    REGISTRY_PACKAGES.map((pkg) => [
      pkg,
      `globalThis.${SHARED_REGISTRY_GLOBAL}[${JSON.stringify(pkg)}]`,
    ]),
  );
}

export type ServerConfigOptions = {
  dirname: string;
  /** Distinguishes the server build's chunk loading from the app's: `shell_server`. */
  uniqueName: string;
  /** `./src/prerender/…`: the module the prerenderer runs or loads. */
  entry: string;
  /**
   * A remote's server build uses the shell's copies of the shared packages (one React, one i18next,
   * one Chakra system while prerendering); the shell's own bundles them.
   */
  sharesThroughRegistry: boolean;
};

/**
 * The Node build of an app for the prerenderer (docs/decisions/009): the same sources, loaders
 * and asset names as the browser build, as CommonJS in `dist/server`, released with the app.
 */
export function createServerConfig({
  dirname,
  uniqueName,
  entry,
  sharesThroughRegistry,
}: ServerConfigOptions): Configuration {
  return {
    name: `${uniqueName}-server`,
    mode: 'production',
    context: dirname,
    target: 'node20',
    entry: { prerender: entry },
    devtool: 'source-map',
    output: {
      path: path.join(dirname, 'dist', SERVER_DIR),
      filename: '[name].cjs',
      chunkFilename: '[name].[contenthash:10].cjs',
      library: { type: 'commonjs2' },
      uniqueName: `${uniqueName}_server`,
      // Asset URLs are computed against the remote's public address while prerendering.
      publicPath: '',
      assetModuleFilename: ASSET_FILENAME,
      clean: true,
    },
    resolve: { extensions: RESOLVE_EXTENSIONS },
    module: {
      rules: [
        scriptRule(false),
        pureModulesRule,
        chakraSystemRule,
        // The browser build ships the files; this one only needs their names.
        { ...assetRule, generator: { emit: false } },
      ],
    },
    ...(sharesThroughRegistry ? { externalsType: 'var', externals: registryExternals() } : {}),
    // Readable stack traces in the gateway's log matter more than size here.
    optimization: { minimize: false, moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: { hints: false },
  };
}
