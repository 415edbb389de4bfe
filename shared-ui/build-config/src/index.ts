export { createRemoteConfig, type RemoteConfigOptions } from './create-remote-config';
export { createHostConfig, type HostConfigOptions } from './create-host-config';
export {
  SHARED_SINGLETONS,
  sharedSingletons,
  installedVersion,
  type SharedConfig,
} from './shared-singletons';
export type { Mode } from './common-config';
