import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { dismiss } from '@nomada/state';
import { lastToast, signInAs, stubFetch } from '@nomada/state/testing';
import { renderAt } from '@nomada/ui/testing';
import { TEST_NAMESPACE } from '../testing/test-catalogue';
import { ChangePasswordForm } from './change-password-form';

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const current = () => input(/^(Current password|Contraseña actual)/);
const fresh = () => input(/^(New password|Nueva contraseña)/);
const confirmation = () => input(/^(Confirm|Confirma)/);

async function fillAndSubmit(
  values: { current?: string; password?: string; confirm?: string },
  submitName = 'Change password',
) {
  if (values.current) await userEvent.type(current(), values.current);
  if (values.password) await userEvent.type(fresh(), values.password);
  if (values.confirm) await userEvent.type(confirmation(), values.confirm);
  await userEvent.click(screen.getByRole('button', { name: submitName }));
}

const valid = { current: 'Old-pass1!', password: 'N3w-Secret!', confirm: 'N3w-Secret!' };

beforeEach(() => signInAs('basicApplicant'));
afterEach(async () => {
  vi.unstubAllGlobals();
  dismiss();
  await i18next.changeLanguage('en');
});

describe('ChangePasswordForm', () => {
  it.each([
    [{}, 'Missing information', undefined],
    [{ password: 'N3w-Secret!', confirm: 'N3w-Secret!' }, 'Missing information', undefined],
    [{ ...valid, confirm: 'N3w-Secret?' }, "Passwords don't match", undefined],
    [
      { current: 'Old-pass1!', password: 'Ab1!', confirm: 'Ab1!' },
      'Password too short',
      'Password must be at least 8 characters long',
    ],
    [
      { current: 'Old-pass1!', password: 'alllowercase1!', confirm: 'alllowercase1!' },
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
      undefined,
    ],
  ])('refuses %j with "%s" and sends nothing', async (values, title, description) => {
    const api = stubFetch();
    renderAt(<ChangePasswordForm namespace={TEST_NAMESPACE} />);
    await fillAndSubmit(values);
    expect(lastToast()).toMatchObject({ title, description, variant: 'destructive' });
    expect(screen.getAllByText(description ?? title).length).toBeGreaterThan(0);
    expect(api.mock).not.toHaveBeenCalled();
  });

  it('marks each empty field', async () => {
    stubFetch();
    renderAt(<ChangePasswordForm namespace={TEST_NAMESPACE} />);
    await fillAndSubmit({ password: 'N3w-Secret!' });
    expect(current().getAttribute('aria-invalid')).toBe('true');
    expect(fresh().getAttribute('aria-invalid')).toBeNull();
    expect(confirmation().getAttribute('aria-invalid')).toBe('true');
  });

  it('sends the current and the new password, clears the fields and says so', async () => {
    const api = stubFetch({ body: { success: true } });
    renderAt(<ChangePasswordForm namespace={TEST_NAMESPACE} />);
    await fillAndSubmit(valid);
    await waitFor(() => expect(lastToast()?.title).toBe('Success'));
    expect(lastToast()).toMatchObject({
      description: 'Your password has been changed successfully.',
      variant: 'success',
    });
    expect(api.requests).toEqual([
      expect.objectContaining({
        path: '/functions/change-password',
        body: { currentPassword: 'Old-pass1!', newPassword: 'N3w-Secret!' },
      }),
    ]);
    expect(current().value).toBe('');
    expect(fresh().value).toBe('');
  });

  it('shows a wrong current password in Spanish, in the toast and under the field', async () => {
    await i18next.changeLanguage('es');
    stubFetch({
      status: 400,
      body: { error: 'Current password is incorrect', code: 'current_password_incorrect' },
    });
    renderAt(<ChangePasswordForm namespace={TEST_NAMESPACE} />);
    await fillAndSubmit(valid, 'Cambiar contraseña');
    await waitFor(() => expect(lastToast()?.variant).toBe('destructive'));
    expect(lastToast()).toMatchObject({
      title: 'Error',
      description: 'La contraseña actual no es correcta',
    });
    expect(current().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('La contraseña actual no es correcta')).toBeInTheDocument();
    // The typed values stay, so only the wrong one needs retyping.
    expect(fresh().value).toBe('N3w-Secret!');
  });

  it('translates any other code the server answers', async () => {
    await i18next.changeLanguage('es');
    stubFetch({ status: 429, body: { error: 'Too many', code: 'login_throttled' } });
    renderAt(<ChangePasswordForm namespace={TEST_NAMESPACE} />);
    await fillAndSubmit(valid, 'Cambiar contraseña');
    await waitFor(() =>
      expect(lastToast()?.description).toBe(
        'Demasiados intentos fallidos de inicio de sesión. Inténtalo más tarde.',
      ),
    );
  });

  it("falls back to 'Failed to change password' when the answer says nothing specific", async () => {
    stubFetch({ status: 500, body: { error: 'Something went wrong', code: 'internal_error' } });
    renderAt(<ChangePasswordForm namespace={TEST_NAMESPACE} />);
    await fillAndSubmit(valid);
    await waitFor(() => expect(lastToast()?.description).toBe('Failed to change password'));
  });

  it("says 'An unexpected error occurred' when the server cannot be reached", async () => {
    stubFetch(new TypeError('Failed to fetch'));
    renderAt(<ChangePasswordForm namespace={TEST_NAMESPACE} />);
    await fillAndSubmit(valid);
    await waitFor(() => expect(lastToast()?.description).toBe('An unexpected error occurred'));
  });
});
