import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { dismiss, sessionStore } from '@nomada/state';
import { lastToast, signInAs, signOutLocally, stubFetch } from '@nomada/state/testing';
import { renderAt } from '@nomada/ui/testing';
import { ApplicationRejected } from './application-rejected';
import { PendingApproval } from './pending-approval';

afterEach(async () => {
  vi.unstubAllGlobals();
  dismiss();
  signOutLocally();
  await i18next.changeLanguage('en');
});

const location = () => screen.getByTestId('location').textContent;

describe('PendingApproval', () => {
  it('says the application is under review and how long it takes', () => {
    signInAs('pendingApplicant');
    renderAt(<PendingApproval />, '/pending-approval');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Application Under Review' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Review typically takes 1-2 business days.')).toBeInTheDocument();
    expect(screen.getByText(/We will send you an email/)).toBeInTheDocument();
    expect(screen.queryByText('Confirm your email address')).toBeNull();
  });

  it('asks to confirm the email address while it is unconfirmed', () => {
    signInAs('pendingApplicant', { email_confirmed: false });
    renderAt(<PendingApproval />, '/pending-approval');
    expect(screen.getByText('Confirm your email address')).toBeInTheDocument();
    expect(screen.getByText(/sent a confirmation link to lucia@example\.com/)).toBeInTheDocument();
  });

  it('signs out on the server and returns home', async () => {
    const api = stubFetch({ body: { success: true } });
    signInAs('pendingApplicant');
    renderAt(<PendingApproval />, '/pending-approval');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(api.requests[0]?.path).toBe('/functions/auth-logout');
    expect(sessionStore.getState().user).toBeNull();
    expect(lastToast()).toMatchObject({
      title: 'Signed out',
      description: 'You have been successfully signed out',
    });
  });

  it('sends an approved applicant to the dashboard', () => {
    signInAs('basicApplicant');
    renderAt(<PendingApproval />, '/pending-approval');
    expect(location()).toBe('/dashboard');
  });

  it('speaks Spanish', async () => {
    await i18next.changeLanguage('es');
    signInAs('pendingApplicant');
    renderAt(<PendingApproval />, '/pending-approval');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Solicitud en revisión' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('La revisión suele tardar entre 1 y 2 días laborables.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
  });
});

describe('ApplicationRejected', () => {
  it("shows the agent's reason from the session profile and a mail action to support", () => {
    signInAs('rejectedApplicant', { rejection_reason: 'Income below the required threshold' });
    renderAt(<ApplicationRejected />, '/application-rejected');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Application Not Approved' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('rejection-reason').textContent).toBe(
      'Income below the required threshold',
    );
    const mail = screen.getByRole('link', { name: 'Contact support' });
    expect(mail.getAttribute('href')).toMatch(/^mailto:support@nomada\.es\?subject=/);
  });

  it('falls back to a general reason when the profile carries none', () => {
    signInAs('rejectedApplicant', { rejection_reason: '  ' });
    renderAt(<ApplicationRejected />, '/application-rejected');
    expect(screen.getByTestId('rejection-reason').textContent).toBe(
      'Your application does not meet the current requirements for the selected visa.',
    );
  });

  it('has a sign-out button that works', async () => {
    stubFetch({ body: { success: true } });
    signInAs('rejectedApplicant');
    renderAt(<ApplicationRejected />, '/application-rejected');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(sessionStore.getState().user).toBeNull();
  });

  it('keeps the person signed in and says so when signing out fails', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    signInAs('rejectedApplicant');
    renderAt(<ApplicationRejected />, '/application-rejected');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Sign out failed'));
    expect(lastToast()?.description).toBe('An unexpected error occurred');
    expect(location()).toBe('/application-rejected');
    expect(sessionStore.getState().user).not.toBeNull();
  });

  it('sends a pending applicant to their own status page, and an agent to theirs', () => {
    signInAs('pendingApplicant');
    const { unmount } = renderAt(<ApplicationRejected />, '/application-rejected');
    expect(location()).toBe('/pending-approval');
    unmount();
    signInAs('agent');
    renderAt(<ApplicationRejected />, '/application-rejected');
    expect(location()).toBe('/agent/dashboard');
  });

  it('speaks Spanish', async () => {
    await i18next.changeLanguage('es');
    signInAs('rejectedApplicant');
    renderAt(<ApplicationRejected />, '/application-rejected');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Solicitud no aprobada' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contactar con soporte' })).toBeInTheDocument();
  });
});
