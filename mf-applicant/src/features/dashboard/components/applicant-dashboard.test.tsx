import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import i18next from 'i18next';
import { renderAt } from '@nomada/ui/testing';
import { makeProfile, signInAs, signOutLocally } from '../../../testing/session';
import { DASHBOARD_TABS, dashboardTabPath } from '../dashboard-tabs';
import { ApplicantDashboard } from './applicant-dashboard';

function renderDashboard(path = '/dashboard') {
  return renderAt(
    <Routes>
      {DASHBOARD_TABS.map((tab) => (
        <Route key={tab} path={dashboardTabPath(tab)} element={<ApplicantDashboard tab={tab} />} />
      ))}
    </Routes>,
    path,
  );
}

afterEach(async () => {
  signOutLocally();
  await i18next.changeLanguage('en');
});

describe('ApplicantDashboard', () => {
  it('greets the applicant and fills the profile card from the session', () => {
    signInAs(makeProfile());
    renderDashboard();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome, Lucía Fernández' }),
    ).toBeTruthy();
    expect(screen.getByText('Premium plan')).toBeTruthy();
    expect(screen.getByText('Premium support')).toBeTruthy();
    const card = screen
      .getByRole('heading', { name: 'Your profile' })
      .closest('.chakra-card__root') as HTMLElement;
    expect(within(card).getByText('lucia@example.com')).toBeTruthy();
    expect(within(card).getByText('Premium')).toBeTruthy();
  });

  it('shows no premium badge for a basic applicant', () => {
    signInAs(makeProfile({ plan: 'basic' }));
    renderDashboard();
    expect(screen.getByText('Basic plan')).toBeTruthy();
    expect(screen.queryByText('Premium support')).toBeNull();
  });

  it('gives each tab its own address and explains the empty documents tab', async () => {
    signInAs(makeProfile());
    renderDashboard();
    await userEvent.click(screen.getByRole('tab', { name: 'Documents' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/dashboard/documents'),
    );
    expect(await screen.findByText('Your document checklist appears here')).toBeTruthy();
  });

  it('tells an applicant still under review that the checklist comes with approval', () => {
    signInAs(makeProfile({ status: 'pending', accepted: false }));
    renderDashboard('/dashboard/documents');
    expect(
      screen.getByText(/Once your application is approved, you will see the documents/),
    ).toBeTruthy();
  });

  it('opens the support tab from its address, in Spanish', async () => {
    await i18next.changeLanguage('es');
    signInAs(makeProfile());
    renderDashboard('/dashboard/support');
    expect(screen.getByRole('tab', { name: 'Soporte', selected: true })).toBeTruthy();
    expect(screen.getByText('Aquí aparecerán tus opciones de soporte')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Escribir a soporte' })).toBeTruthy();
  });
});
