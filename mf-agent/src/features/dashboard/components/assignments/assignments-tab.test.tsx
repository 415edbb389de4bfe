import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { dismiss } from '@nomada/state';
import { lastToast, signInAs } from '@nomada/state/testing';
import { agentUser, dashboardData } from '../../../../testing/agent-data';
import { renderDashboard } from '../../../../testing/render-dashboard';
import { stubAgentApi } from '../../../../testing/stub-agent-api';

const ana = agentUser({ first_name: 'Ana', last_name: 'Libre', email: 'ana@example.com' });
const eva = agentUser({
  first_name: 'Eva',
  last_name: 'Mía',
  email: 'eva@example.com',
  plan: 'premium',
  assigned_at: '2026-11-20T10:00:00.000Z',
});
const before = dashboardData({ unassignedUsers: [ana], assignedUsers: [eva] });
const after = dashboardData({
  unassignedUsers: [],
  assignedUsers: [{ ...ana, assigned_at: '2026-11-21T10:00:00.000Z' }, eva],
});

const section = (name: string) => screen.getByRole('region', { name });
const rowOf = (name: string) => screen.getByText(name).closest('li')!;

beforeEach(() => signInAs('agent'));
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  dismiss();
  await i18next.changeLanguage('en');
});

describe('AssignmentsTab', () => {
  it('lists applicants without an agent and the agent’s own, with their plans', async () => {
    stubAgentApi({ data: before });
    renderDashboard();
    await screen.findByText('Ana Libre');
    expect(
      within(section('Applicants without an agent')).getByText('Ana Libre'),
    ).toBeInTheDocument();
    expect(within(section('My applicants')).getByText('Eva Mía')).toBeInTheDocument();
    expect(within(rowOf('Eva Mía')).getByText('Premium plan')).toBeInTheDocument();
    expect(within(rowOf('Eva Mía')).getByText(/^Assigned /)).toBeInTheDocument();
  });

  it('assigns to me, says so, and shows the list as it now is', async () => {
    let assigned = false;
    const api = stubAgentApi({
      data: () => (assigned ? after : before),
      action: () => {
        assigned = true;
        return { body: { success: true } };
      },
    });
    renderDashboard();
    await screen.findByText('Ana Libre');
    await userEvent.click(within(rowOf('Ana Libre')).getByRole('button', { name: 'Assign to me' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'User assigned successfully',
        variant: 'success',
      }),
    );
    expect(api.actionRequests()).toEqual([
      { action: 'assignUser', payload: { userId: ana.user_id } },
    ]);
    await waitFor(() =>
      expect(within(section('My applicants')).getByText('Ana Libre')).toBeInTheDocument(),
    );
    expect(
      within(section('Applicants without an agent')).getByText(
        'Every approved applicant has an agent',
      ),
    ).toBeInTheDocument();
    // The row that had focus is gone: focus waits on its list's heading.
    expect(document.activeElement?.textContent).toBe('Applicants without an agent');
  });

  it('tells why an assignment failed, in the server’s words', async () => {
    stubAgentApi({
      data: before,
      action: () => ({
        status: 409,
        body: { error: 'Already assigned', code: 'already_assigned' },
      }),
    });
    renderDashboard();
    await screen.findByText('Ana Libre');
    await userEvent.click(within(rowOf('Ana Libre')).getByRole('button', { name: 'Assign to me' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Failed to assign user',
        description: 'This user is already assigned to another agent',
        variant: 'destructive',
      }),
    );
  });

  it('unassigns, and says when that fails', async () => {
    let fail = false;
    const api = stubAgentApi({
      data: before,
      action: () =>
        fail
          ? { status: 503, body: { error: 'Down', code: 'unavailable' } }
          : { body: { success: true } },
    });
    renderDashboard();
    await screen.findByText('Eva Mía');
    await userEvent.click(within(rowOf('Eva Mía')).getByRole('button', { name: 'Unassign' }));
    await waitFor(() => expect(lastToast()?.title).toBe('User unassigned successfully'));
    expect(api.actionRequests()).toEqual([
      { action: 'unassignUser', payload: { userId: eva.user_id } },
    ]);
    fail = true;
    await userEvent.click(within(rowOf('Eva Mía')).getByRole('button', { name: 'Unassign' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Failed to unassign user',
        description: 'Service temporarily unavailable. Please try again.',
      }),
    );
  });

  it('has no conversation toggle unless the app gives a panel', async () => {
    stubAgentApi({ data: before });
    renderDashboard();
    await screen.findByText('Eva Mía');
    expect(screen.queryByRole('button', { name: 'Messages' })).toBeNull();
  });

  it('opens the app’s panel under one of the agent’s applicants', async () => {
    stubAgentApi({
      data: dashboardData({ assignedUsers: [eva, { ...ana, assigned_at: eva.assigned_at }] }),
    });
    renderDashboard(undefined, {
      isAvailableFor: (user) => user.plan === 'premium',
      render: (user) => <p>Conversation with {user.email}</p>,
    });
    await screen.findByText('Eva Mía');
    expect(within(rowOf('Ana Libre')).queryByRole('button', { name: 'Messages' })).toBeNull();
    const toggle = within(rowOf('Eva Mía')).getByRole('button', { name: 'Messages' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(screen.getByText('Conversation with eva@example.com')).toBeInTheDocument();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(within(rowOf('Eva Mía')).getByRole('button', { name: 'Hide messages' }));
    expect(screen.queryByText('Conversation with eva@example.com')).toBeNull();
  });

  it('speaks Spanish', async () => {
    await i18next.changeLanguage('es');
    stubAgentApi({ data: before });
    renderDashboard();
    await screen.findByText('Ana Libre');
    expect(
      within(rowOf('Ana Libre')).getByRole('button', { name: 'Asignarme' }),
    ).toBeInTheDocument();
    expect(
      within(rowOf('Eva Mía')).getByRole('button', { name: 'Desasignar' }),
    ).toBeInTheDocument();
    expect(within(rowOf('Eva Mía')).getByText('Plan premium')).toBeInTheDocument();
  });
});
