import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TOAST_REMOVE_DELAY_MS,
  dismiss,
  pauseToast,
  resumeToast,
  toast,
  toastStore,
} from './toast-store';

beforeEach(() => {
  vi.useFakeTimers();
  toastStore.setState({ toasts: [] });
});
afterEach(() => vi.useRealTimers());

const toasts = () => toastStore.getState().toasts;

describe('toast', () => {
  it('shows one toast at a time: a new one replaces the previous', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', variant: 'success' });
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]).toMatchObject({ title: 'Second', variant: 'success', open: true });
  });

  it('closes by itself after 5000 ms and is forgotten 1,000,000 ms later', () => {
    toast({ title: 'Saved' });
    vi.advanceTimersByTime(4999);
    expect(toasts()[0]?.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(toasts()[0]?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(toasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toasts()).toHaveLength(0);
  });

  it('honours a custom duration and manual dismissal', () => {
    const { id } = toast({ title: 'Long', duration: 10_000 });
    vi.advanceTimersByTime(6000);
    expect(toasts()[0]?.open).toBe(true);
    dismiss(id);
    expect(toasts()[0]?.open).toBe(false);
  });

  it('defaults to the default variant', () => {
    toast({ title: 'Hello', description: 'World' });
    expect(toasts()[0]).toMatchObject({ variant: 'default', description: 'World', duration: 5000 });
  });

  it('pauses while hovered and resumes afterwards', () => {
    const { id } = toast({ title: 'Hover me' });
    pauseToast(id);
    vi.advanceTimersByTime(20_000);
    expect(toasts()[0]?.open).toBe(true);
    resumeToast(id);
    vi.advanceTimersByTime(5000);
    expect(toasts()[0]?.open).toBe(false);
  });
});
