import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '@nomada/i18n';
import { dismiss } from '@nomada/state';
import { lastToast, stubFetch } from '@nomada/state/testing';
import { renderAt } from '@nomada/ui/testing';
import { SignInForm } from './sign-in-form';

async function signInWith(email: string, password: string, submit = 'Sign in') {
  fireEvent.change(screen.getByLabelText(/^(Email|Correo)/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^(Password|Contraseña)/), {
    target: { value: password },
  });
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: submit })));
}

beforeEach(() => dismiss());
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

describe('SignInForm', () => {
  it('shows the translated validation messages and sends nothing', () => {
    const api = stubFetch();
    renderAt(<SignInForm onForgotPassword={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(api.mock).not.toHaveBeenCalled();
  });

  it('shows "Sign in failed" with the text of the code the server answers', async () => {
    const api = stubFetch({
      status: 401,
      body: { error: 'Invalid credentials', code: 'invalid_credentials' },
    });
    renderAt(<SignInForm onForgotPassword={() => {}} />);
    await signInWith('Ana@Example.com', 'wrong');
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Sign in failed',
        description: 'Invalid credentials',
        variant: 'destructive',
      }),
    );
    expect(api.requests[0]?.body).toEqual({ email: 'ana@example.com', password: 'wrong' });
  });

  it('tells a Spanish reader in Spanish, whatever the English text of the answer', async () => {
    await i18next.changeLanguage('es');
    stubFetch({
      status: 429,
      body: { error: 'Slow down', code: 'login_throttled' },
    });
    renderAt(<SignInForm onForgotPassword={() => {}} />);
    await signInWith('ana@example.com', 'wrong', 'Iniciar sesión');
    await waitFor(() =>
      expect(lastToast()?.description).toBe(
        'Demasiados intentos fallidos de inicio de sesión. Inténtalo más tarde.',
      ),
    );
  });

  it("falls back to 'Invalid credentials' when the answer says nothing specific", async () => {
    stubFetch({ status: 500, body: { error: 'Something went wrong', code: 'internal_error' } });
    renderAt(<SignInForm onForgotPassword={() => {}} />);
    await signInWith('ana@example.com', 'x');
    await waitFor(() => expect(lastToast()?.description).toBe('Invalid credentials'));
  });

  it('says "An unexpected error occurred" when the network fails', async () => {
    stubFetch(new TypeError('offline'));
    renderAt(<SignInForm onForgotPassword={() => {}} />);
    await signInWith('ana@example.com', 'x');
    await waitFor(() => expect(lastToast()?.description).toBe('An unexpected error occurred'));
  });

  it('switches to reset mode from the forgot-password link', () => {
    const onForgot = vi.fn();
    renderAt(<SignInForm onForgotPassword={onForgot} />);
    fireEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(onForgot).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Start your application' }).getAttribute('href')).toBe(
      '/onboarding',
    );
  });

  it('asks for the authenticator code when the account needs one, and sends it with the password', async () => {
    const api = stubFetch((request) => {
      const body = request.body as { totpCode?: string };
      if (!body.totpCode)
        return { status: 401, body: { error: 'Enter the code', code: 'totp_required' } };
      if (body.totpCode !== '246810')
        return { status: 401, body: { error: 'Not valid', code: 'totp_invalid' } };
      return { status: 401, body: { error: 'stop here', code: 'invalid_credentials' } };
    });
    renderAt(<SignInForm onForgotPassword={() => {}} />);
    const toastBefore = lastToast();
    await signInWith('agent@firm.es', 'Str0ng!Pass');
    const code = await screen.findByLabelText('Authentication code');
    // Being asked for a code is no failure: no toast.
    expect(lastToast()).toBe(toastBefore);

    fireEvent.change(code, { target: { value: '135790' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));
    expect(await screen.findByText('The verification code is not valid')).toBeInTheDocument();

    fireEvent.change(code, { target: { value: '246810' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));
    await waitFor(() => expect(api.requests).toHaveLength(3));
    expect(api.requests[2]?.body).toEqual({
      email: 'agent@firm.es',
      password: 'Str0ng!Pass',
      totpCode: '246810',
    });
  });

  it('starts again from the password when too many wrong codes ended the challenge', async () => {
    stubFetch((request) => {
      const body = request.body as { totpCode?: string };
      if (!body.totpCode)
        return { status: 401, body: { error: 'Enter the code', code: 'totp_required' } };
      return { status: 401, body: { error: 'Start again', code: 'totp_challenge_ended' } };
    });
    renderAt(<SignInForm onForgotPassword={() => {}} />);
    await signInWith('agent@firm.es', 'Str0ng!Pass');
    const code = await screen.findByLabelText('Authentication code');
    fireEvent.change(code, { target: { value: '135790' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));
    await waitFor(() => expect(screen.queryByLabelText('Authentication code')).toBeNull());
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
    expect(lastToast()?.description).toBeTruthy();
  });
});
