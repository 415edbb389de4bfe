import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { SharedExportsManifestPlugin } from './shared-exports-plugin';
import { installedVersion, SHARED_SINGLETONS, sharedSingletons } from './shared-singletons';
import { signedInCopy, type SignedInCopy } from './signed-in-copies';
import { SIGNED_IN_SHARED, TREE_SHAKEN_SHARED } from './tree-shaken-shared';

export type FederationOptions = {
  name: string;
  dirname: string;
  exposes?: Record<string, string>;
  runtimePlugins?: string[];
  manifest: boolean;
  /**
   * Trimmed copies of the shell's shared packages (production). Off for dev servers: the trimming
   * marked helpers of the federation runtime itself unused (`__exportAll is not a function`), and
   * hot reload gains nothing from it.
   */
  trimShared?: boolean;
};

/**
 * One place for the federation settings every app must agree on. `loaded-first` keeps the host
 * alive when a remote is unreachable (the default `version-first` fetches every remote up front).
 * Every manifest lists what its build imports from each shared package; the shell's also lists what
 * its trimmed copies keep (tree-shaken-shared.ts).
 */
export function federationPlugins({
  name,
  dirname,
  exposes,
  runtimePlugins,
  manifest,
  trimShared = true,
}: FederationOptions) {
  const isHost = !exposes;
  const federation = new ModuleFederationPlugin({
    name,
    filename: exposes ? 'remoteEntry.js' : undefined,
    exposes,
    remotes: {},
    shared: sharedSingletons(dirname, { provider: isHost && trimShared }),
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
  return [
    federation,
    new SharedExportsManifestPlugin(
      SHARED_SINGLETONS,
      isHost && trimShared ? TREE_SHAKEN_SHARED : {},
      isHost && trimShared ? signedInCopies(dirname) : {},
    ),
  ];
}

/** Where the shell's signed-in copies are (built by signed-in-copies.ts beside the shell). */
function signedInCopies(dirname: string): Record<string, SignedInCopy> {
  return Object.fromEntries(
    Object.keys(SIGNED_IN_SHARED).map((pkg) => [
      pkg,
      signedInCopy(pkg, installedVersion(pkg, dirname)),
    ]),
  );
}
