import { existsSync } from 'node:fs';
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { BootAssetsPlugin } from './boot-assets-plugin';
import { commonConfig, resolveMode, type Mode } from './common-config';
import { createServerConfig } from './create-server-config';
import { createWakeConfig } from './create-wake-config';
import { federationPlugins } from './federation';
import { createSignedInCopiesConfig } from './signed-in-copies';

export type HostConfigOptions = {
  /** The shell folder (`import.meta.dirname` in its rspack.config.ts). */
  dirname: string;
  devPort: number;
  /** Entry module; `main.ts` registers remotes then imports the bootstrap. */
  entry?: string;
  /** HTML template beside the config. */
  template?: string;
  /** Module Federation runtime plugins (paths), applied before any remote loads. */
  runtimePlugins?: string[];
  mode?: Mode;
  /** Where `/functions`, `/auth` and the runtime JSON files come from in development. */
  gatewayUrl?: string;
  /** The prerenderer's entry; production builds then also write `dist/server/prerender.cjs`. */
  prerenderEntry?: string;
  /** `webpackChunkName` of the entry's start-up import, listed in boot-assets.json for preloading. */
  bootChunk?: string;
  /**
   * What prerendered pages load instead of the main entry (it starts the main entry itself). Built
   * on its own into `dist/wake/`, without the federation runtime every federated entry carries.
   */
  wakeEntry?: string;
};

const GATEWAY_PATHS = [
  '/functions',
  '/auth',
  '/remotes.json',
  '/shell-config.json',
  '/remotes',
  '/healthz',
];

export function createHostConfig(options: HostConfigOptions): Configuration | Configuration[] {
  const mode = resolveMode(options.mode);
  const browser = hostBrowserConfig(options, mode);
  if (mode !== 'production' || !options.prerenderEntry) return browser;
  return [
    browser,
    createSignedInCopiesConfig({ dirname: options.dirname, mode }),
    ...(options.wakeEntry
      ? [createWakeConfig({ dirname: options.dirname, entry: options.wakeEntry, mode })]
      : []),
    createServerConfig({
      dirname: options.dirname,
      uniqueName: 'shell',
      entry: options.prerenderEntry,
      sharesThroughRegistry: false,
    }),
  ];
}

function hostBrowserConfig(options: HostConfigOptions, mode: Mode): Configuration {
  const gatewayUrl = options.gatewayUrl ?? `http://localhost:${process.env.GATEWAY_PORT ?? 8080}`;
  const base = commonConfig({
    dirname: options.dirname,
    mode,
    uniqueName: 'shell',
    // Absolute, because deep links such as /agent/dashboard load the same index.html.
    publicPath: '/',
    entry: { main: options.entry ?? './src/main.ts' },
  });
  return {
    ...base,
    plugins: [
      ...(base.plugins ?? []),
      new BootAssetsPlugin(options.bootChunk ?? 'bootstrap'),
      new rspack.HtmlRspackPlugin({
        template: path.join(options.dirname, options.template ?? 'index.html'),
        minify: mode === 'production',
      }),
      ...(existsSync(path.join(options.dirname, 'public'))
        ? [
            new rspack.CopyRspackPlugin({
              patterns: [{ from: path.join(options.dirname, 'public') }],
            }),
          ]
        : []),
      ...federationPlugins({
        name: 'shell',
        dirname: options.dirname,
        runtimePlugins: options.runtimePlugins,
        // Lists which chunks hold shared packages; the bench reads it to split first-visit JS.
        manifest: true,
        trimShared: mode === 'production',
      }),
    ],
    devServer: {
      port: options.devPort,
      // Loopback only: a dev server hands out source code to anyone who can reach it.
      host: '127.0.0.1',
      hot: true,
      historyApiFallback: true,
      proxy: [{ context: GATEWAY_PATHS, target: gatewayUrl, changeOrigin: false }],
      client: { overlay: { errors: true, warnings: false } },
    },
  };
}
