import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInAs } from '@nomada/state/testing';
import { auditEntry, dashboardData, registration } from '../../../../testing/agent-data';
import { renderDashboard } from '../../../../testing/render-dashboard';
import { stubAgentApi } from '../../../../testing/stub-agent-api';

const rejected = registration({
  first_name: 'Rita',
  last_name: 'Rechazada',
  status: 'rejected',
  rejection_reason: 'The passport copy is unreadable.',
  decided_at: '2026-11-21T12:00:00.000Z',
  decided_by: 'Laura Martín',
  audit_trail: [
    auditEntry({
      action: 'registration_rejected',
      agent_name: 'Laura Martín',
      reason: 'The passport copy is unreadable.',
    }),
  ],
});
const approved = registration({
  first_name: 'Ana',
  last_name: 'Aprobada',
  status: 'approved',
  decided_at: '2026-11-20T12:00:00.000Z',
  decided_by: 'Marta Ruiz',
});

beforeEach(() => signInAs('agent'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rowOf = (name: string) => screen.getByText(name).closest('li')!;

describe('HistoryTab', () => {
  it('shows each decision with its reason and who decided', async () => {
    stubAgentApi({ data: dashboardData({ registrationHistory: [rejected, approved] }) });
    renderDashboard('history');
    await screen.findByText('Rita Rechazada');
    const rita = within(rowOf('Rita Rechazada'));
    expect(rita.getByText('Rejected')).toBeInTheDocument();
    expect(rita.getByText('Reason: The passport copy is unreadable.')).toBeInTheDocument();
    expect(rita.getByText(/Decided by Laura Martín/)).toBeInTheDocument();
    const ana = within(rowOf('Ana Aprobada'));
    expect(ana.getByText('Approved')).toBeInTheDocument();
    expect(ana.getByText(/Decided by Marta Ruiz/)).toBeInTheDocument();
  });

  it('opens the decided registration without decision buttons', async () => {
    stubAgentApi({ data: dashboardData({ registrationHistory: [rejected] }) });
    renderDashboard('history');
    await screen.findByText('Rita Rechazada');
    await userEvent.click(
      within(rowOf('Rita Rechazada')).getByRole('button', { name: 'View details' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Laura Martín rejected the registration')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Reject' })).toBeNull();
  });
});
