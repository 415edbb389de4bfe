import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@nomada/state';
import { renderShell } from '../../test/render';
import { SignInForm } from './sign-in-form';

function answer(status: number, body: unknown) {
  return vi.fn().mockResolvedValue(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );
}

beforeEach(() => toastStore.setState({ toasts: [] }));
afterEach(() => vi.unstubAllGlobals());

describe('SignInForm', () => {
  it('shows the translated validation messages and sends nothing', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderShell(<SignInForm onForgotPassword={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows "Sign in failed" with the server message', async () => {
    vi.stubGlobal('fetch', answer(401, { error: 'Invalid credentials' }));
    renderShell(<SignInForm onForgotPassword={() => {}} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'Ana@Example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));
    await waitFor(() =>
      expect(toastStore.getState().toasts[0]).toMatchObject({
        title: 'Sign in failed',
        description: 'Invalid credentials',
        variant: 'destructive',
      }),
    );
    const body = JSON.parse(String((vi.mocked(fetch).mock.calls[0]?.[1] as RequestInit).body));
    expect(body).toEqual({ email: 'ana@example.com', password: 'wrong' });
  });

  it('says "An unexpected error occurred" when the network fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    renderShell(<SignInForm onForgotPassword={() => {}} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'x' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));
    await waitFor(() =>
      expect(toastStore.getState().toasts[0]?.description).toBe('An unexpected error occurred'),
    );
  });

  it('switches to reset mode from the forgot-password link', () => {
    const onForgot = vi.fn();
    renderShell(<SignInForm onForgotPassword={onForgot} />);
    fireEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(onForgot).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Start your application' }).getAttribute('href')).toBe(
      '/onboarding',
    );
  });
});
