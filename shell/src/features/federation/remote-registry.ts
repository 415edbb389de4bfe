import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteName, RemotesConfig } from '@nomada/contracts';
import { fetchRemotesConfig } from './runtime-config';
import { remoteFitsLoadedShared } from './shared-variant-state';

let registered: Partial<RemotesConfig> = {};

/** Registers each remote's mf-manifest.json with the federation runtime (no fetch happens yet). */
export function registerAppRemotes(remotes: Partial<RemotesConfig>): void {
  registered = { ...remotes };
  const list = Object.entries(remotes).map(([name, entry]) => ({ name, entry }));
  if (list.length > 0) registerRemotes(list);
}

export class RemoteUnavailableError extends Error {
  constructor(remote: RemoteName, cause?: unknown) {
    super(`Remote ${remote} is unavailable`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

type RemoteAppModule = { default: ComponentType };

/**
 * Loads `<remote>/app`. With `fresh`, the remote is registered again with `force` so the runtime
 * drops what it cached from the failed attempt and fetches the manifest anew (the Retry button).
 */
export async function loadRemoteApp(remote: RemoteName, fresh = false): Promise<RemoteAppModule> {
  // /remotes.json may have failed at start-up: a retry asks for it again.
  if (!registered[remote] && fresh) {
    const url = (await fetchRemotesConfig({ fresh: true }))[remote];
    if (url) {
      registered = { ...registered, [remote]: url };
      registerRemotes([{ name: remote, entry: url }]);
      return loadRemoteApp(remote);
    }
  }
  const entry = registered[remote];
  if (!entry) throw new RemoteUnavailableError(remote);
  if (!(await remoteFitsLoadedShared(entry))) {
    // The shared copies this page loaded lack exports the remote needs: load the page anew, which
    // chooses copies that have them.
    window.location.reload();
    return new Promise<never>(() => {});
  }
  if (fresh) registerRemotes([{ name: remote, entry }], { force: true });
  try {
    const module = await loadRemote<RemoteAppModule>(`${remote}/app`);
    if (!module?.default) throw new Error('no default export');
    return module;
  } catch (error) {
    throw new RemoteUnavailableError(remote, error);
  }
}
