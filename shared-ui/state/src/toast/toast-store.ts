import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

/** docs/product/states.md and docs/product/constants.md: one toast visible, 5 s auto-dismiss, forgotten 1,000,000 ms later. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = 'default' | 'success' | 'destructive';

export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; `Infinity` keeps it until dismissed. */
  duration?: number;
};

export type ToastItem = {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  duration: number;
  open: boolean;
  createdAt: number;
};

type ToastState = { toasts: ToastItem[] };

export const toastStore = createStore<ToastState>(() => ({ toasts: [] }));

const dismissTimers = new Map<string, ReturnType<typeof setTimeout>>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function clearTimer(timers: Map<string, ReturnType<typeof setTimeout>>, id: string) {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      toastStore.setState((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) }));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Closes one toast, or every toast without an id. It stays in memory for the exit animation. */
export function dismiss(id?: string): void {
  const targets = toastStore
    .getState()
    .toasts.filter((t) => (id === undefined || t.id === id) && t.open);
  if (targets.length === 0) return;
  for (const t of targets) {
    clearTimer(dismissTimers, t.id);
    scheduleRemoval(t.id);
  }
  const ids = new Set(targets.map((t) => t.id));
  toastStore.setState((state) => ({
    toasts: state.toasts.map((t) => (ids.has(t.id) ? { ...t, open: false } : t)),
  }));
}

/** Shows a toast, replacing the visible one. Usable anywhere, in or outside React. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  const item: ToastItem = {
    id,
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'default',
    duration: input.duration ?? TOAST_DURATION_MS,
    open: true,
    createdAt: Date.now(),
  };
  const previous = toastStore.getState().toasts;
  const kept = [item, ...previous].slice(0, TOAST_LIMIT);
  for (const dropped of previous.filter((t) => !kept.includes(t))) {
    clearTimer(dismissTimers, dropped.id);
    clearTimer(removeTimers, dropped.id);
  }
  toastStore.setState({ toasts: kept });
  if (Number.isFinite(item.duration)) {
    dismissTimers.set(
      id,
      setTimeout(() => dismiss(id), item.duration),
    );
  }
  return { id, dismiss: () => dismiss(id) };
}

/** Pauses auto-dismiss while the pointer or focus is on the toast, and restarts it afterwards. */
export function pauseToast(id: string): void {
  clearTimer(dismissTimers, id);
}

export function resumeToast(id: string): void {
  const item = toastStore.getState().toasts.find((t) => t.id === id);
  if (!item?.open || !Number.isFinite(item.duration) || dismissTimers.has(id)) return;
  dismissTimers.set(
    id,
    setTimeout(() => dismiss(id), item.duration),
  );
}

export function useToasts(): ToastItem[] {
  return useStore(toastStore, (state) => state.toasts);
}
