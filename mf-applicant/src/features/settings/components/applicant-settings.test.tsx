import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { dismiss, sessionStore } from '@nomada/state';
import { lastToast, profileOf, signInAs, signOutLocally, stubFetch } from '@nomada/state/testing';
import { Route, Routes } from 'react-router';
import { renderAt } from '@nomada/ui/testing';
import { ApplicantSettings } from './applicant-settings';

const details = {
  phone: '+34 600 123 456',
  address: 'Calle Mayor 1, Madrid',
  nationality: 'Argentina',
  date_of_birth: '1990-04-12',
  current_status: 'freelancer',
  language: 'en' as const,
};

const region = (name: string | RegExp) => within(screen.getByRole('region', { name }));

beforeEach(() => signInAs('basicApplicant', { ...details, email_confirmed: false }));
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  dismiss();
  signOutLocally();
  await i18next.changeLanguage('en');
});

describe('ApplicantSettings: details', () => {
  it('starts from the saved details and saves them, the session following at once', async () => {
    const saved = profileOf('basicApplicant', { ...details, phone: '+34 611 222 333' });
    const api = stubFetch({ body: { profile: saved } });
    renderAt(<ApplicantSettings />, '/dashboard/settings');
    const form = region('Your details');
    expect((form.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Lucía');
    expect((form.getByLabelText(/^Current situation/) as HTMLSelectElement).value).toBe(
      'freelancer',
    );
    expect(form.getByLabelText('Email')).toHaveProperty('readOnly', true);
    const phone = form.getByLabelText(/^Phone/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '+34 611 222 333');
    await userEvent.click(form.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Details saved'));
    expect(api.requestTo('/functions/update-profile')?.body).toMatchObject({
      first_name: 'Lucía',
      phone: '+34 611 222 333',
      current_status: 'freelancer',
    });
    expect(sessionStore.getState().profile?.phone).toBe('+34 611 222 333');
  });

  it("refuses what signup's rules refuse, under the field, sending nothing", async () => {
    const api = stubFetch();
    renderAt(<ApplicantSettings />, '/dashboard/settings');
    const form = region('Your details');
    const phone = form.getByLabelText(/^Phone/);
    await userEvent.clear(phone);
    await userEvent.type(phone, 'call me');
    await userEvent.clear(form.getByLabelText(/^First name/));
    await userEvent.click(form.getByRole('button', { name: 'Save details' }));
    expect(form.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(form.getByText('First name is required')).toBeInTheDocument();
    expect(api.mock).not.toHaveBeenCalled();
  });
});

describe('ApplicantSettings: email language and confirmation', () => {
  it('saves the language of emails on its own', async () => {
    const api = stubFetch({
      body: { profile: profileOf('basicApplicant', { ...details, language: 'es' }) },
    });
    renderAt(<ApplicantSettings />, '/dashboard/settings');
    const card = region('Language of our emails');
    await userEvent.click(card.getByText('Spanish'));
    await userEvent.click(card.getByRole('button', { name: 'Save language' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Email language saved'));
    expect(lastToast()?.description).toBe('We will write to you in Spanish from now on.');
    expect(api.requestTo('/functions/update-profile')?.body).toEqual({ language: 'es' });
  });

  it('sends a new confirmation link while the address is not confirmed', async () => {
    const api = stubFetch({ body: { success: true } });
    renderAt(<ApplicantSettings />, '/dashboard/settings');
    const card = region('Email address');
    expect(card.getByText('Not confirmed')).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Send a new confirmation link' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Confirmation link sent'));
    expect(api.requestTo('/functions/resend-confirmation')).toBeTruthy();
  });

  it('offers no link once the address is confirmed', () => {
    signInAs('basicApplicant', { ...details, email_confirmed: true });
    renderAt(<ApplicantSettings />, '/dashboard/settings');
    const card = region('Email address');
    expect(card.getByText('Confirmed')).toBeInTheDocument();
    expect(card.queryByRole('button')).toBeNull();
  });
});

describe('ApplicantSettings: your data', () => {
  it('downloads everything as nomada-export-<date>.json', async () => {
    const exported = { exported_at: '2026-12-01T09:30:00.000Z', user: { id: 'u' } };
    stubFetch({ body: exported });
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    renderAt(<ApplicantSettings />, '/dashboard/settings');
    await userEvent.click(region('Your data').getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    const anchor = clicked.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('nomada-export-2026-12-01.json');
    const blob = created.mock.calls[0]?.[0] as Blob;
    expect(JSON.parse(await blob.text())).toEqual(exported);
    expect(lastToast()?.description).toBe('Saved as nomada-export-2026-12-01.json.');
  });

  it('says what deleting does, needs the password, and signs out once deleted', async () => {
    const api = stubFetch(({ body }) =>
      (body as { password: string }).password === 'Right-pass1!'
        ? { body: { success: true } }
        : {
            status: 400,
            body: { error: 'Current password is incorrect', code: 'current_password_incorrect' },
          },
    );
    renderAt(
      <Routes>
        <Route path="/dashboard/settings" element={<ApplicantSettings />} />
        <Route path="/" element={<p>Home</p>} />
      </Routes>,
      '/dashboard/settings',
    );
    await userEvent.click(region('Your data').getByRole('button', { name: 'Delete my account' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete your account?' }));
    expect(
      dialog.getByText(/every document you uploaded is removed from our storage/),
    ).toBeInTheDocument();
    expect(dialog.getByText(/the last email we send to lucia@example.com/)).toBeInTheDocument();

    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account permanently' }));
    expect(dialog.getByText('Password is required')).toBeInTheDocument();
    expect(api.mock).not.toHaveBeenCalled();

    await userEvent.type(dialog.getByLabelText(/^Current password/), 'Wrong-pass1!');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account permanently' }));
    await waitFor(() =>
      expect(dialog.getByText('Current password is incorrect')).toBeInTheDocument(),
    );
    expect(sessionStore.getState().user).not.toBeNull();

    const password = dialog.getByLabelText(/^Current password/);
    await userEvent.clear(password);
    await userEvent.type(password, 'Right-pass1!');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account permanently' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    await waitFor(() => expect(sessionStore.getState().user).toBeNull());
    expect(lastToast()).toMatchObject({
      title: 'Your account has been deleted',
      description: 'We have sent a confirmation to lucia@example.com.',
    });
  });

  it('keeps the account when the dialog is cancelled', async () => {
    const api = stubFetch();
    renderAt(<ApplicantSettings />, '/dashboard/settings');
    await userEvent.click(region('Your data').getByRole('button', { name: 'Delete my account' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Keep my account' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.mock).not.toHaveBeenCalled();
  });

  it('speaks Spanish', async () => {
    await i18next.changeLanguage('es');
    renderAt(<ApplicantSettings />, '/dashboard/settings');
    expect(screen.getByRole('heading', { level: 1, name: 'Ajustes' })).toBeInTheDocument();
    expect(
      region('Tu información').getByRole('button', { name: 'Eliminar mi cuenta' }),
    ).toBeInTheDocument();
    expect(region('Cambiar contraseña').getByLabelText(/^Contraseña actual/)).toBeInTheDocument();
  });
});
