import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast, toastStore } from '@nomada/state';
import { renderAt } from '@nomada/ui/testing';
import { Toaster } from './toaster';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  toastStore.setState({ toasts: [] });
});
afterEach(() => vi.useRealTimers());

describe('Toaster', () => {
  it('shows one toast at a time, the newest', () => {
    renderAt(<Toaster />);
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second', description: 'Replaces the first' });
    });
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Second');
  });

  it('marks success with a check and destructive as an alert', () => {
    renderAt(<Toaster />);
    act(() => void toast({ title: 'Saved', variant: 'success' }));
    expect(screen.getByRole('status').getAttribute('data-variant')).toBe('success');
    act(() => void toast({ title: 'Failed', variant: 'destructive' }));
    expect(screen.getByRole('alert').textContent).toContain('Failed');
  });

  it('closes itself after 5 seconds', () => {
    renderAt(<Toaster />);
    act(() => void toast({ title: 'Bye' }));
    act(() => void vi.advanceTimersByTime(5000));
    expect(screen.queryByText('Bye')).toBeNull();
  });

  it('closes with its close button', () => {
    renderAt(<Toaster />);
    act(() => void toast({ title: 'Closable' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Closable')).toBeNull();
  });

  it('is dismissed by a swipe of 50 px to the right, not less', () => {
    renderAt(<Toaster />);
    act(() => void toast({ title: 'Swipe me' }));
    const card = screen.getByRole('status');
    fireEvent.pointerDown(card, { clientX: 100, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(card, { clientX: 140, clientY: 10, pointerId: 1 });
    fireEvent.pointerUp(card, { clientX: 140, clientY: 10, pointerId: 1 });
    expect(screen.getByText('Swipe me')).toBeInTheDocument();
    fireEvent.pointerDown(card, { clientX: 100, clientY: 10, pointerId: 1 });
    fireEvent.pointerUp(card, { clientX: 150, clientY: 10, pointerId: 1 });
    expect(screen.queryByText('Swipe me')).toBeNull();
  });

  it('F8 focuses the notification viewport inside a labelled region', () => {
    renderAt(<Toaster />);
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    fireEvent.keyDown(window, { key: 'F8' });
    expect(region.contains(document.activeElement)).toBe(true);
    expect(document.activeElement?.tagName).toBe('OL');
  });
});
