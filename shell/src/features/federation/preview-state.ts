import type { PreviewResolution } from './preview';
import { PREVIEW_PARAM, PREVIEW_STORAGE_KEY } from './preview';

let current: PreviewResolution = { fromParam: false };

/** Remembers the preview for this tab and drops the parameter from the address bar. */
export function settlePreview(resolution: PreviewResolution): void {
  current = resolution;
  try {
    if (resolution.active)
      sessionStorage.setItem(PREVIEW_STORAGE_KEY, JSON.stringify(resolution.active));
    else sessionStorage.removeItem(PREVIEW_STORAGE_KEY);
  } catch {
    // Storage can be disabled; the preview then lasts for this page only.
  }
  const url = new URL(window.location.href);
  if (url.searchParams.has(PREVIEW_PARAM)) {
    url.searchParams.delete(PREVIEW_PARAM);
    window.history.replaceState(
      window.history.state,
      '',
      `${url.pathname}${url.search}${url.hash}`,
    );
  }
}

export function getPreview(): PreviewResolution {
  return current;
}

/** Leaves the preview: forget it for this tab and load the regular remotes. */
export function exitPreview(): void {
  try {
    sessionStorage.removeItem(PREVIEW_STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
  window.location.reload();
}
