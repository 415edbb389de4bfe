import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { dismiss, sessionStore } from '@nomada/state';
import { lastToast, profileOf, signInAs, stubFetch } from '@nomada/state/testing';
import { renderAt } from '@nomada/ui/testing';
import { AgentSettings } from './agent-settings';

beforeEach(() => signInAs('agent'));
afterEach(async () => {
  vi.unstubAllGlobals();
  dismiss();
  await i18next.changeLanguage('en');
});

describe('ProfileForm', () => {
  it('starts from the session and keeps the email read-only', () => {
    renderAt(<AgentSettings />, '/agent/settings');
    expect((screen.getByLabelText(/First name/) as HTMLInputElement).value).toBe('Marta');
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('marta.ruiz@example.com');
    expect(email.readOnly).toBe(true);
    expect(screen.getByText('Email cannot be changed')).toBeInTheDocument();
  });

  it('shows the name rules and sends nothing while they fail', async () => {
    const api = stubFetch();
    renderAt(<AgentSettings />, '/agent/settings');
    await userEvent.clear(screen.getByLabelText(/First name/));
    await userEvent.clear(screen.getByLabelText(/Last name/));
    await userEvent.type(screen.getByLabelText(/Last name/), 'R2');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name may contain only letters and spaces')).toBeInTheDocument();
    expect(api.mock).not.toHaveBeenCalled();
  });

  it('saves the names, updates the session and confirms with a toast', async () => {
    const saved = profileOf('agent', { first_name: 'María', full_name: 'María Ruiz' });
    const api = stubFetch({ body: { profile: saved } });
    renderAt(<AgentSettings />, '/agent/settings');
    const first = screen.getByLabelText(/First name/);
    await userEvent.clear(first);
    await userEvent.type(first, '  María ');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Profile updated'));
    expect(api.requests[0]).toMatchObject({
      path: '/functions/update-profile',
      body: { first_name: 'María', last_name: 'Ruiz' },
    });
    expect(lastToast()?.variant).toBe('success');
    expect(sessionStore.getState().profile?.full_name).toBe('María Ruiz');
  });

  it('shows the server error in a destructive toast, by its code', async () => {
    stubFetch({ status: 503, body: { error: 'Down for a moment', code: 'unavailable' } });
    renderAt(<AgentSettings />, '/agent/settings');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(lastToast()?.variant).toBe('destructive'));
    expect(lastToast()).toMatchObject({
      title: 'Profile not saved',
      description: 'Service temporarily unavailable. Please try again.',
    });
  });

  it('translates the rules into Spanish', async () => {
    await i18next.changeLanguage('es');
    renderAt(<AgentSettings />, '/agent/settings');
    await userEvent.clear(screen.getByLabelText(/Nombre/));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar perfil' }));
    expect(screen.getByText('El nombre es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('El correo electrónico no se puede cambiar')).toBeInTheDocument();
  });
});
