import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { dismiss } from '@nomada/state';
import { lastToast, signInAs } from '@nomada/state/testing';
import { dashboardData } from '../../../../testing/agent-data';
import { renderDashboard } from '../../../../testing/render-dashboard';
import { stubAgentApi } from '../../../../testing/stub-agent-api';

const bea = {
  user_id: '2f1e0d9c-8b7a-4c6d-9e5f-4a3b2c1d0e9f',
  first_name: 'Bea',
  last_name: 'Básica',
  email: 'bea@example.com',
  requested_at: '2026-11-30T10:00:00.000Z',
  assigned_agent_id: null,
};

const section = () => within(screen.getByRole('region', { name: 'Plan upgrade requests' }));

beforeEach(() => signInAs('agent'));
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  dismiss();
  await i18next.changeLanguage('en');
});

describe('plan upgrade requests on the agent dashboard', () => {
  it('lists them and approves one after a confirmation that says payment comes first', async () => {
    let approved = false;
    const api = stubAgentApi({
      data: dashboardData(),
      upgrades: () => ({
        body: approved ? { requests: [], total: 0 } : { requests: [bea], total: 1 },
      }),
      action: () => {
        approved = true;
        return { body: { success: true } };
      },
    });
    renderDashboard();
    await waitFor(() => expect(section().getByText('Bea Básica')).toBeInTheDocument());
    expect(section().getByText(/^Requested /)).toBeInTheDocument();

    await userEvent.click(section().getByRole('button', { name: 'Approve premium' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Switch Bea Básica to premium?',
    });
    expect(
      within(confirm).getByText(/only once the payment of the difference has been received/),
    ).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.actionRequests()).toEqual([]);

    await userEvent.click(section().getByRole('button', { name: 'Approve premium' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Yes, switch to premium',
      }),
    );
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Premium switched on', variant: 'success' }),
    );
    expect(api.actionRequests()).toEqual([
      { action: 'approvePlanUpgrade', payload: { userId: bea.user_id } },
    ]);
    await waitFor(() => expect(section().getByText('No upgrade requests')).toBeInTheDocument());
  });

  it('says why when approving fails', async () => {
    stubAgentApi({
      data: dashboardData(),
      upgrades: () => ({ body: { requests: [bea], total: 1 } }),
      action: () => ({ status: 409, body: { error: 'Premium', code: 'already_premium' } }),
    });
    renderDashboard();
    await waitFor(() => expect(section().getByText('Bea Básica')).toBeInTheDocument());
    await userEvent.click(section().getByRole('button', { name: 'Approve premium' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Yes, switch to premium',
      }),
    );
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Failed to switch on premium',
        description: 'This account already has the premium plan',
      }),
    );
  });

  it('speaks Spanish', async () => {
    await i18next.changeLanguage('es');
    stubAgentApi({
      data: dashboardData(),
      upgrades: () => ({ body: { requests: [bea], total: 1 } }),
    });
    renderDashboard();
    const spanish = within(
      await screen.findByRole('region', { name: 'Solicitudes de cambio de plan' }),
    );
    await waitFor(() =>
      expect(spanish.getByRole('button', { name: 'Aprobar premium' })).toBeInTheDocument(),
    );
  });
});
