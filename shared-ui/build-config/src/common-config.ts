import path from 'node:path';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import type { Configuration, RuleSetRule } from '@rspack/core';
import { PrecompressPlugin } from './precompress-plugin';
import { CompileHintsPlugin } from './compile-hints-plugin';

export type Mode = 'development' | 'production';

/**
 * The factories run while the CLI loads the config, before `--mode` reaches the compiler, so the
 * flag is read from argv; `rspack build` alone sets NODE_ENV=production, `rspack serve` development.
 */
export function resolveMode(mode?: Mode, argv: readonly string[] = process.argv): Mode {
  if (mode) return mode;
  const index = argv.findIndex((arg) => arg === '--mode' || arg.startsWith('--mode='));
  const flag =
    index === -1
      ? undefined
      : argv[index]?.includes('=')
        ? argv[index]?.split('=')[1]
        : argv[index + 1];
  if (flag === 'production' || flag === 'development') return flag;
  return process.env.NODE_ENV === 'production' ? 'production' : 'development';
}

/** Browsers we ship to: modern evergreen ones, so no down-levelling bloats the bundle. */
export const JS_TARGET = 'es2022';

export function scriptRule(isDev: boolean): RuleSetRule {
  return {
    test: /\.(?:[cm]?[jt]sx?)$/,
    exclude: /[\\/]node_modules[\\/]/,
    use: {
      loader: 'builtin:swc-loader',
      options: {
        detectSyntax: 'auto',
        jsc: {
          target: JS_TARGET,
          transform: {
            react: { runtime: 'automatic', development: isDev, refresh: isDev },
          },
        },
      },
    },
    type: 'javascript/auto',
  };
}

/**
 * Packages of ours whose modules only declare things (schemas, constants, messages; stores created
 * on first use), though their package.json says nothing about side effects. Without this their
 * index would pull every module, and every zod schema, into any bundle that reads one export:
 * the shell's trimmed copy of @nomada/state would carry `apiCall` and the whole contract.
 */
export const pureModulesRule: RuleSetRule = {
  test: /[\\/]shared-ui[\\/](contracts|state)[\\/]src[\\/]/,
  sideEffects: false,
};

/** Chakra's createSystem builds its global CSS on first use and copies no config (chakra-system-loader.cjs). */
export const chakraSystemRule: RuleSetRule = {
  test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/,
  loader: path.join(import.meta.dirname, 'chakra-system-loader.cjs'),
};

/** Chakra's preset does less when evaluated (chakra-preset-loader.cjs). */
export const chakraPresetRule: RuleSetRule = {
  test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]preset\.js$/,
  loader: path.join(import.meta.dirname, 'chakra-preset-loader.cjs'),
};

/**
 * Package `imports` conditions of our own packages: with it, catalogues load one language at a time
 * (`#shared-catalogues` in @nomada/i18n); without it (tests, server rendering) both are bundled.
 */
export const SPLIT_CATALOGUES_CONDITION = 'nomada-split-catalogues';

/** Module Federation writes the whole-package fallbacks of tree-shaken shared packages here first. */
export const SHARED_FALLBACK_DIR = 'independent-packages';
/** The prerenderer's build (create-server-config.ts), beside the browser build in `dist`. */
export const SERVER_DIR = 'server';
/** The shell's wake entry, built apart from the federated build (create-wake-config.ts). */
export const WAKE_DIR = 'wake';
/** The shell's signed-in copies of shared packages, a remote of its own (signed-in-copies.ts). */
export const SIGNED_IN_COPIES_DIR = 'copies';

export const ASSET_FILENAME = 'assets/[name].[contenthash:10][ext]';

export const assetRule: RuleSetRule = {
  test: /\.(?:svg|png|jpe?g|gif|webp|avif|ico|mp4|webm|vtt|woff2?)$/i,
  type: 'asset/resource',
};

export const RESOLVE_EXTENSIONS = ['.tsx', '.ts', '.mts', '.jsx', '.js', '.mjs', '.json'];

export type CommonOptions = {
  dirname: string;
  mode: Mode;
  /** `output.uniqueName`: keeps each build's chunk-loading global apart on one page. */
  uniqueName: string;
  publicPath: string;
  entry: Configuration['entry'];
};

/** What host and remotes have in common: loaders, output naming, source maps, resolution. */
export function commonConfig({
  dirname,
  mode,
  uniqueName,
  publicPath,
  entry,
}: CommonOptions): Configuration {
  const isDev = mode === 'development';
  const hashed = isDev ? '[name]' : '[name].[contenthash:10]';
  return {
    mode,
    context: dirname,
    entry,
    target: ['web', JS_TARGET],
    // The CSP forbids unsafe-eval, so no eval-based devtool anywhere; production maps are separate files.
    devtool: isDev ? 'cheap-module-source-map' : 'source-map',
    output: {
      path: path.join(dirname, 'dist'),
      publicPath,
      uniqueName,
      filename: `${hashed}.js`,
      chunkFilename: `${hashed}.js`,
      assetModuleFilename: isDev ? 'assets/[name][ext]' : ASSET_FILENAME,
      // The fallbacks are compiled (and written) before the build's own emit, which would clean them away.
      clean: {
        keep: new RegExp(
          `(^|[\\/])(${SHARED_FALLBACK_DIR}|${SERVER_DIR}|${WAKE_DIR}|${SIGNED_IN_COPIES_DIR})[\\/]`,
        ),
      },
    },
    resolve: {
      extensions: RESOLVE_EXTENSIONS,
      // Added to Rspack's defaults for ES imports, where our packages' `#` imports are resolved.
      byDependency: { esm: { conditionNames: [SPLIT_CATALOGUES_CONDITION, '...'] } },
    },
    module: {
      rules: [scriptRule(isDev), pureModulesRule, chakraSystemRule, chakraPresetRule, assetRule],
    },
    plugins: isDev
      ? [new ReactRefreshRspackPlugin()]
      : [new CompileHintsPlugin(), new PrecompressPlugin()],
    // `rspack serve` compiles dynamic imports lazily by default, asking its own server through
    // `/_rspack/lazy/trigger` on the page's origin; the page is served by the gateway, which routes
    // four dev servers, so every page stayed blank. The whole app compiles at start instead.
    lazyCompilation: false,
    optimization: isDev ? {} : { moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: { hints: false },
  };
}
