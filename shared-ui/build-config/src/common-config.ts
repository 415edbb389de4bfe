import path from 'node:path';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import type { Configuration, RuleSetRule } from '@rspack/core';
import { PrecompressPlugin } from './precompress-plugin';

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
const JS_TARGET = 'es2022';

function scriptRule(isDev: boolean): RuleSetRule {
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

const assetRule: RuleSetRule = {
  test: /\.(?:svg|png|jpe?g|gif|webp|avif|ico|mp4|webm|vtt|woff2?)$/i,
  type: 'asset/resource',
};

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
      assetModuleFilename: isDev ? 'assets/[name][ext]' : 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mts', '.jsx', '.js', '.mjs', '.json'],
    },
    module: { rules: [scriptRule(isDev), assetRule] },
    plugins: isDev ? [new ReactRefreshRspackPlugin()] : [new PrecompressPlugin()],
    optimization: isDev ? {} : { moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: { hints: false },
  };
}
