import { rspack, type Configuration } from '@rspack/core';
import { commonConfig, resolveMode, type Mode } from './common-config';
import { createServerConfig } from './create-server-config';
import { federationPlugins } from './federation';

export type RemoteConfigOptions = {
  /** Federation name, a JavaScript identifier: `mf_marketing`, `mf_applicant`, `mf_agent`. */
  name: string;
  /** The app folder (`import.meta.dirname` in its rspack.config.ts). */
  dirname: string;
  /** Exposed modules, e.g. `{ './app': './src/app/app.tsx' }`. */
  exposes: Record<string, string>;
  devPort: number;
  /** Optional entry for running the remote on its own; remotes served through the shell need none. */
  entry?: string;
  mode?: Mode;
  /**
   * The module the shell's prerenderer loads (the remote's app and the paths it prerenders);
   * production builds then also write `dist/server/prerender.cjs`.
   */
  prerenderEntry?: string;
};

export function createRemoteConfig(options: RemoteConfigOptions): Configuration | Configuration[] {
  const mode = resolveMode(options.mode);
  const browser = remoteBrowserConfig(options, mode);
  if (mode !== 'production' || !options.prerenderEntry) return browser;
  return [
    browser,
    createServerConfig({
      dirname: options.dirname,
      uniqueName: options.name,
      entry: options.prerenderEntry,
      sharesThroughRegistry: true,
    }),
  ];
}

function remoteBrowserConfig(options: RemoteConfigOptions, mode: Mode): Configuration {
  const base = commonConfig({
    dirname: options.dirname,
    mode,
    uniqueName: options.name,
    // Chunks load relative to wherever the manifest was fetched from (/remotes/<name>/ or a preview host).
    publicPath: 'auto',
    entry: options.entry ? { main: options.entry } : {},
  });
  return {
    ...base,
    // `npm run release` builds this configuration alone (`--config-name browser`).
    name: 'browser',
    plugins: [
      ...(base.plugins ?? []),
      // The version `npm run release` builds (empty for any other build), shown to the people using it.
      new rspack.DefinePlugin({
        __RELEASE_VERSION__: JSON.stringify(process.env.NOMADA_RELEASE_VERSION ?? ''),
      }),
      ...federationPlugins({
        name: options.name,
        dirname: options.dirname,
        exposes: options.exposes,
        manifest: true,
      }),
    ],
    devServer: {
      port: options.devPort,
      // Loopback only: a dev server hands out source code to anyone who can reach it.
      host: '127.0.0.1',
      hot: true,
      // The shell runs on another port in development and fetches these files cross-origin.
      headers: { 'Access-Control-Allow-Origin': '*' },
      historyApiFallback: false,
      client: { overlay: { errors: true, warnings: false } },
    },
  };
}
