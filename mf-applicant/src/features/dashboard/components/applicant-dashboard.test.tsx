import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { SWRConfig } from 'swr';
import i18next from 'i18next';
import type { DashboardData } from '@nomada/contracts';
import { signInAs, signOutLocally, stubFetch } from '@nomada/state/testing';
import { renderAt } from '@nomada/ui/testing';
import { DASHBOARD_TABS, dashboardTabPath } from '../dashboard-tabs';
import { basicDashboard, checklist, premiumDashboard } from '../testing/dashboard-fixtures';
import { ApplicantDashboard } from './applicant-dashboard';

/** The data throttle is the module's, so a first fetch in a test may wait up to 1 s. */
const patiently = { timeout: 4000 };

function renderDashboard(data: DashboardData, path = '/dashboard') {
  const api = stubFetch({ body: data });
  renderAt(
    <SWRConfig value={{ provider: () => new Map() }}>
      <Routes>
        {DASHBOARD_TABS.map((tab) => (
          <Route
            key={tab}
            path={dashboardTabPath(tab)}
            element={<ApplicantDashboard tab={tab} />}
          />
        ))}
      </Routes>
    </SWRConfig>,
    path,
  );
  return api;
}

const card = (testId: string) => screen.getByTestId(testId);

afterEach(async () => {
  vi.unstubAllGlobals();
  signOutLocally();
  await i18next.changeLanguage('en');
});

describe('ApplicantDashboard overview', () => {
  it('greets the applicant and shows progress, next step, actions and notifications', async () => {
    signInAs('premiumApplicant');
    renderDashboard(premiumDashboard);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome, Lucía Fernández' }),
    ).toBeInTheDocument();
    await waitFor(
      () => expect(card('overall-state').textContent).toBe('Needs attention'),
      patiently,
    );
    expect(within(card('progress-card')).getByText('25%')).toBeInTheDocument();
    expect(
      within(card('next-step')).getByText('Upload a new version of Bank statements'),
    ).toBeInTheDocument();
    const actions = within(card('action-required'));
    expect(
      actions.getByText('Bank statements was rejected: The March statement is missing.'),
    ).toBeInTheDocument();
    expect(
      actions.getByText('Criminal record certificate still needs to be uploaded.'),
    ).toBeInTheDocument();
    const notifications = within(card('notifications'));
    expect(notifications.getByText(/Valid passport was approved\./)).toBeInTheDocument();
    expect(notifications.getByText(/Marta Ruiz was assigned to your case\./)).toBeInTheDocument();
    expect(within(card('profile-card')).getByText('lucia@example.com')).toBeInTheDocument();
    expect(card('useful-info').textContent).toContain('4-8 weeks');
  });

  it("shows a premium applicant their agent's email and assignment date, with the badge", async () => {
    signInAs('premiumApplicant');
    renderDashboard(premiumDashboard);
    const agent = within(card('agent-card'));
    await waitFor(
      () => expect(agent.getByText('marta.ruiz@example.com')).toBeInTheDocument(),
      patiently,
    );
    expect(agent.getByText('Marta Ruiz')).toBeInTheDocument();
    expect(agent.getByText('Nov 19, 2026')).toBeInTheDocument();
    expect(agent.getByText('Premium support')).toBeInTheDocument();
    expect(agent.getByRole('link', { name: 'marta.ruiz@example.com' }).getAttribute('href')).toBe(
      'mailto:marta.ruiz@example.com',
    );
  });

  it('shows a basic applicant only that an agent is assigned, and the upgrade prompt', async () => {
    signInAs('basicApplicant');
    renderDashboard(basicDashboard);
    const agent = within(card('agent-card'));
    await waitFor(
      () => expect(agent.getByText(/An agent has been assigned to your case/)).toBeInTheDocument(),
      patiently,
    );
    expect(agent.queryByText(/Marta/)).toBeNull();
    expect(agent.queryByText(/@/)).toBeNull();
    expect(agent.getByRole('link', { name: 'Compare plans' }).getAttribute('href')).toBe(
      '/pricing',
    );
    expect(screen.queryByText('Premium support')).toBeNull();
  });

  it('says when no agent is assigned yet, and that everything is complete', async () => {
    signInAs('premiumApplicant');
    renderDashboard({
      case: { stage: 'ready', events: [], deadlines: [] },
      requiredDocuments: checklist.map((document) => ({ ...document, status: 'approved' })),
      stats: {
        total: 4,
        uploaded: 0,
        approved: 4,
        rejected: 0,
        reviewing: 0,
        pending: 0,
        progressPercentage: 100,
      },
      assignedAgent: null,
      family: premiumDashboard.family,
    });
    await waitFor(() => expect(card('overall-state').textContent).toBe('Complete'), patiently);
    expect(within(card('progress-card')).getByText('100%')).toBeInTheDocument();
    expect(within(card('agent-card')).getByText(/No agent assigned yet/)).toBeInTheDocument();
    expect(
      within(card('action-required')).getByText('Nothing needs your attention right now.'),
    ).toBeInTheDocument();
  });

  it('gives each tab its own address', async () => {
    signInAs('premiumApplicant');
    renderDashboard(premiumDashboard);
    await userEvent.click(screen.getByRole('tab', { name: 'Documents' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/dashboard/documents'),
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Support' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/dashboard/support'),
    );
  });
});

describe('ApplicantDashboard support tab', () => {
  it('shows the agent, the ways to reach support, the FAQ, guidelines and status', async () => {
    signInAs('basicApplicant');
    renderDashboard({ ...basicDashboard, assignedAgent: null }, '/dashboard/support');
    expect(screen.getByRole('tab', { name: 'Support', selected: true })).toBeInTheDocument();
    await waitFor(
      () => expect(screen.getByText(/No agent assigned yet/)).toBeInTheDocument(),
      patiently,
    );
    expect(
      screen.getByText('Write to support@nomada.es. We reply within 24 hours.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Monday-Friday: 9:00-18:00')).toBeInTheDocument();
    const question = screen.getByRole('button', { name: 'How long does the review take?' });
    await userEvent.click(question);
    expect(await screen.findByText(/within 2-3 business days/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Documentation guidelines' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Application status' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Email support' }).getAttribute('href')).toMatch(
      /^mailto:support@nomada\.es/,
    );
  });

  it('speaks Spanish', async () => {
    await i18next.changeLanguage('es');
    signInAs('premiumApplicant');
    renderDashboard(premiumDashboard, '/dashboard/support');
    expect(screen.getByRole('tab', { name: 'Soporte', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Preguntas frecuentes' })).toBeInTheDocument();
    await waitFor(
      () => expect(screen.getByText('marta.ruiz@example.com')).toBeInTheDocument(),
      patiently,
    );
    expect(screen.getByText('Asignado el')).toBeInTheDocument();
  });
});
