import { loadShare, registerGlobalPlugins } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@nomada/contracts';
import { findRouteOwner } from './app/route-ownership';
import { fetchRemotesConfig, fetchShellConfig } from './features/federation/runtime-config';
import { leaveToDocumentWhereCopiesDiffer } from './features/federation/document-navigation';
import { registerAppRemotes } from './features/federation/remote-registry';
import { loadInSteps } from './features/boot/load-in-steps';
import { applyPreview, PREVIEW_STORAGE_KEY, resolvePreview } from './features/federation/preview';
import { settlePreview } from './features/federation/preview-state';
import sharedVariantPlugin from './features/federation/shared-variant-plugin';
import { prepareSharedVariants } from './features/federation/shared-variant-state';

const SIGNED_IN_REMOTES: readonly RemoteName[] = ['mf_applicant', 'mf_agent'];

/** The remotes a page needs: its owner's, or for the shell's own pages (sign-in) those they lead to. */
function remotesFor(pathname: string): readonly RemoteName[] {
  const owner = findRouteOwner(pathname);
  return owner ? [owner.remote] : SIGNED_IN_REMOTES;
}

function storedPreview(): string | null {
  try {
    return sessionStorage.getItem(PREVIEW_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Remotes are registered, and the shared packages' variants chosen from the page remote's manifest,
 * before React and the shared singletons load (the async boundary below).
 */
async function start() {
  // Each remote gets a federation instance of its own when it loads: they must choose the same copies.
  registerGlobalPlugins([sharedVariantPlugin()]);
  const [remotes, shellConfig] = await Promise.all([fetchRemotesConfig(), fetchShellConfig()]);
  const preview = await resolvePreview(
    window.location.search,
    storedPreview(),
    shellConfig,
    Object.keys(remotes),
  );
  const active = applyPreview(remotes, preview.active);
  // The shell's own pages (sign-in, password reset) lead into the signed-in areas: copies those
  // remotes run on are chosen at once, so signing in never has to load the page a second time.
  await prepareSharedVariants(
    remotesFor(window.location.pathname)
      .map((name) => active[name])
      .filter((url) => url !== undefined),
  );
  registerAppRemotes(active);
  leaveToDocumentWhereCopiesDiffer({ remotes: active, remotesFor });
  settlePreview(preview);
  // Their files download together now (loadShare fetches without evaluating); each step below then
  // evaluates its package without waiting a round trip for the file.
  for (const pkg of ['@emotion/react', '@chakra-ui/react', '@nomada/ui'])
    void loadShare(pkg).catch(() => undefined);
  // React, then emotion (its cache adopts the served styles), then Chakra's modules, then its system
  // (built when @nomada/ui loads), then the app: a task each. Chakra's modules and its system were
  // one task of ~350 ms at 4x CPU (issue 30).
  await loadInSteps([
    () => import('react-dom/client'),
    () => import('@emotion/react'),
    async () => {
      const { createSystem } = await import('@chakra-ui/react');
      return createSystem;
    },
    () => import('@nomada/ui'),
    () => import(/* webpackChunkName: "bootstrap" */ './bootstrap'),
  ]);
}

void start();
