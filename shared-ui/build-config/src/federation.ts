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
export function federationPlugin({
  name,
  dirname,
  exposes,
  runtimePlugins,
  manifest,
}: FederationOptions) {
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
      // Remotes only ever run inside the shell, so they use the federation runtime the shell
      // provides instead of each carrying its own copy in remoteEntry.js.
      ...(exposes ? { externalRuntime: true } : { provideExternalRuntime: true }),
      optimization: { target: 'web' },
    },
  });
}
