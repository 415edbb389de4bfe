import { fetchRemotesConfig, fetchShellConfig } from './features/federation/runtime-config';
import { registerAppRemotes } from './features/federation/remote-registry';
import { applyPreview, PREVIEW_STORAGE_KEY, resolvePreview } from './features/federation/preview';
import { settlePreview } from './features/federation/preview-state';

function storedPreview(): string | null {
  try {
    return sessionStorage.getItem(PREVIEW_STORAGE_KEY);
  } catch {
    return null;
  }
}

// Remotes are registered before React and the shared singletons load (the async boundary below).
async function start() {
  const [remotes, shellConfig] = await Promise.all([fetchRemotesConfig(), fetchShellConfig()]);
  const preview = resolvePreview(
    window.location.search,
    storedPreview(),
    shellConfig,
    Object.keys(remotes),
  );
  registerAppRemotes(applyPreview(remotes, preview.active));
  settlePreview(preview);
  await import('./bootstrap');
}

void start();
