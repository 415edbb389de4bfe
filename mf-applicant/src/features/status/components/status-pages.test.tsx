import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { renderAt } from '@nomada/ui/testing';
import { makeProfile, signInAs, signOutLocally } from '../../../testing/session';
import { ApplicationRejected } from './application-rejected';
import { PendingApproval } from './pending-approval';

afterEach(async () => {
  signOutLocally();
  await i18next.changeLanguage('en');
});

describe('PendingApproval', () => {
  it('says the application is under review and how long it takes', () => {
    renderAt(<PendingApproval />, '/pending-approval');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Application Under Review' }),
    ).toBeTruthy();
    expect(screen.getByText('Review typically takes 1-2 business days.')).toBeTruthy();
    expect(screen.getByText(/We will send you an email/)).toBeTruthy();
  });

  it('speaks Spanish', async () => {
    await i18next.changeLanguage('es');
    renderAt(<PendingApproval />, '/pending-approval');
    expect(screen.getByRole('heading', { level: 1, name: 'Solicitud en revisión' })).toBeTruthy();
    expect(screen.getByText('La revisión suele tardar entre 1 y 2 días laborables.')).toBeTruthy();
  });
});

describe('ApplicationRejected', () => {
  it('shows the fixed reason when the session carries none, and a mail action to support', () => {
    renderAt(<ApplicationRejected />, '/application-rejected');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Application Not Approved' }),
    ).toBeTruthy();
    expect(screen.getByTestId('rejection-reason').textContent).toBe(
      'Your application does not meet the current requirements for the selected visa.',
    );
    const mail = screen.getByRole('link', { name: 'Contact support' });
    expect(mail.getAttribute('href')).toMatch(/^mailto:support@nomada\.es\?subject=/);
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it("shows the agent's reason from the session profile", () => {
    signInAs(
      makeProfile({
        status: 'rejected',
        accepted: false,
        rejection_reason: 'Income below the required threshold',
      }),
    );
    renderAt(<ApplicationRejected />, '/application-rejected');
    expect(screen.getByTestId('rejection-reason').textContent).toBe(
      'Income below the required threshold',
    );
  });

  it('speaks Spanish', async () => {
    await i18next.changeLanguage('es');
    renderAt(<ApplicationRejected />, '/application-rejected');
    expect(screen.getByRole('heading', { level: 1, name: 'Solicitud no aprobada' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contactar con soporte' })).toBeTruthy();
  });
});
