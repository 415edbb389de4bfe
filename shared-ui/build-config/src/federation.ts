import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedSingletons } from './shared-singletons';

export type FederationOptions = {
  name: string;
  dirname: string;
  exposes?: Record<string, string>;
  runtimePlugins?: string[];
  manifest: boolean;
};

/**
 * One place for the federation settings every app must agree on. `loaded-first` keeps the host
 * alive when a remote is unreachable (the default `version-first` fetches every remote up front).
 */
export function federationPlugin({ name, dirname, exposes, runtimePlugins, manifest }: FederationOptions) {
  return new ModuleFederationPlugin({
    name,
    filename: exposes ? 'remoteEntry.js' : undefined,
    exposes,
    remotes: {},
    shared: sharedSingletons(dirname),
    shareStrategy: 'loaded-first',
    runtimePlugins,
    manifest,
    dts: false,
    experiments: {
      // Trims the runtime each remoteEntry carries: browser only, and a remote never loads remotes itself.
      optimization: exposes ? { target: 'web', disableRemote: true, disableSnapshot: true } : { target: 'web' },
    },
  });
}
