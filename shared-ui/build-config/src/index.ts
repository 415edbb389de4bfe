export { createRemoteConfig, type RemoteConfigOptions } from './create-remote-config';
export { createHostConfig, type HostConfigOptions } from './create-host-config';
export {
  SHARED_SINGLETONS,
  sharedSingletons,
  installedVersion,
  type SharedConfig,
} from './shared-singletons';
export type { Mode } from './common-config';
export {
  createServerConfig,
  registryExternals,
  REGISTRY_PACKAGES,
  SHARED_REGISTRY_GLOBAL,
  type ServerConfigOptions,
} from './create-server-config';
export { TREE_SHAKEN_SHARED } from './tree-shaken-shared';
