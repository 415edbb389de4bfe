import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { dismiss, toastStore } from '@nomada/state';
import { requestOf, stubFetchJson } from '../../../testing/fetch';
import { renderAt } from '@nomada/ui/testing';
import { signInAsAgent } from '../../../testing/session';
import { ChangePasswordForm } from './change-password-form';

function lastToast() {
  return toastStore.getState().toasts[0];
}

async function fillAndSubmit(
  password: string,
  confirmation: string,
  submitName = 'Change password',
) {
  if (password)
    await userEvent.type(screen.getByLabelText(/^New password|^Nueva contraseña/), password);
  if (confirmation) await userEvent.type(screen.getByLabelText(/^Confirm|^Confirma/), confirmation);
  await userEvent.click(screen.getByRole('button', { name: submitName }));
}

beforeEach(() => signInAsAgent());
afterEach(async () => {
  vi.unstubAllGlobals();
  dismiss();
  await i18next.changeLanguage('en');
});

describe('ChangePasswordForm', () => {
  it.each([
    ['', '', 'Missing information'],
    ['Secret1!', 'Secret2!', "Passwords don't match"],
    ['abc', 'abc', 'Password must be at least 8 characters long'],
    [
      'alllowercase1!',
      'alllowercase1!',
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
    ],
  ])('refuses %j / %j with "%s" and sends nothing', async (password, confirmation, message) => {
    const fetchMock = stubFetchJson(200, { success: true });
    renderAt(<ChangePasswordForm />);
    await fillAndSubmit(password, confirmation);
    expect(lastToast()).toMatchObject({ title: message, variant: 'destructive' });
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('changes the password, clears the fields and says so', async () => {
    const fetchMock = stubFetchJson(200, { success: true });
    renderAt(<ChangePasswordForm />);
    await fillAndSubmit('N3w-Secret!', 'N3w-Secret!');
    await waitFor(() => expect(lastToast()?.title).toBe('Success'));
    expect(lastToast()).toMatchObject({
      description: 'Your password has been changed successfully.',
      variant: 'success',
    });
    expect(requestOf(fetchMock)).toEqual({
      path: '/functions/change-password',
      body: { newPassword: 'N3w-Secret!' },
    });
    expect((screen.getByLabelText(/^New password/) as HTMLInputElement).value).toBe('');
  });

  it('shows the server error, translated when it is a known rule', async () => {
    await i18next.changeLanguage('es');
    stubFetchJson(400, { error: 'Password must be at least 8 characters long' });
    renderAt(<ChangePasswordForm />);
    await fillAndSubmit('N3w-Secret!', 'N3w-Secret!', 'Cambiar contraseña');
    await waitFor(() => expect(lastToast()?.variant).toBe('destructive'));
    expect(lastToast()?.description).toBe('La contraseña debe tener al menos 8 caracteres');
  });

  it("falls back to 'Failed to change password' when the server cannot be reached", async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderAt(<ChangePasswordForm />);
    await fillAndSubmit('N3w-Secret!', 'N3w-Secret!');
    await waitFor(() => expect(lastToast()?.variant).toBe('destructive'));
    expect(lastToast()?.description).toBe('Failed to change password');
  });
});
