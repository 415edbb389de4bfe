import { toastStore, type ToastItem } from '../toast/toast-store';

/** The toast on screen (one at a time), if any. */
export function lastToast(): ToastItem | undefined {
  return toastStore.getState().toasts[0];
}
