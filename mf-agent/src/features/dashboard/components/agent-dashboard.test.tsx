import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { dismiss } from '@nomada/state';
import { lastToast, signInAs } from '@nomada/state/testing';
import { renderAt } from '@nomada/ui/testing';
import { agentDocument, agentUser, dashboardData, registration } from '../../../testing/agent-data';
import { renderDashboard } from '../../../testing/render-dashboard';
import { stubAgentApi } from '../../../testing/stub-agent-api';
import { SummaryCards } from './summary-cards';

const data = dashboardData({
  documents: [agentDocument(), agentDocument({ status: 'reviewing' })],
  pendingRegistrations: [registration()],
  assignedUsers: [agentUser({ assigned_at: '2026-11-20T10:00:00.000Z' })],
  unassignedUsers: [agentUser({ first_name: 'Ana' }), agentUser({ first_name: 'Eva' })],
});

beforeEach(() => signInAs('agent'));
afterEach(async () => {
  // Unmount first: the dashboard reloads when the language changes back.
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  dismiss();
  await i18next.changeLanguage('en');
});

describe('AgentDashboard', () => {
  it('shows a dash on each card until the counts come, then the counts', async () => {
    let release: () => void = () => undefined;
    stubAgentApi({ data: () => data });
    const held = new Promise<void>((resolve) => (release = resolve));
    const original = globalThis.fetch;
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
      await held;
      return original(...args);
    });
    renderDashboard();
    expect(screen.getAllByLabelText('No data yet')).toHaveLength(4);
    release();
    await waitFor(() =>
      expect(screen.getByTestId('summary-pendingDocuments').textContent).toBe('1'),
    );
    expect(screen.getByTestId('summary-documentsUnderReview').textContent).toBe('1');
    expect(screen.getByTestId('summary-pendingRegistrations').textContent).toBe('1');
    expect(screen.getByTestId('summary-assignedUsers').textContent).toBe('1');
  });

  it('shows a count when one is known, including zero', () => {
    renderAt(<SummaryCards counts={{ pendingDocuments: 0, assignedUsers: 3 }} />);
    expect(screen.getByTestId('summary-pendingDocuments').textContent).toBe('0');
    expect(screen.getByTestId('summary-assignedUsers').textContent).toBe('3');
    expect(screen.getAllByLabelText('No data yet')).toHaveLength(2);
  });

  it('has the four tabs, opens the one in the address and keeps the choice there', async () => {
    stubAgentApi({ data });
    renderDashboard('registrations');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'User assignments',
      'Documents',
      'Registrations',
      'History',
    ]);
    expect(screen.getByRole('tab', { name: 'Registrations' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await screen.findByText('Pablo Pendiente')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'History' }));
    expect(await screen.findByText('No decisions yet')).toBeInTheDocument();
  });

  it('only logs a failed load, and offers to try again', async () => {
    let fail = true;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = stubAgentApi({
      data: () => (fail ? { status: 503, body: { error: 'Down', code: 'unavailable' } } : data),
    });
    renderDashboard();
    expect(await screen.findByText('The dashboard could not be loaded.')).toBeInTheDocument();
    expect(lastToast()).toBeUndefined();
    expect(warn).toHaveBeenCalled();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Ana Fernández')).toBeInTheDocument();
    expect(screen.queryByText('The dashboard could not be loaded.')).toBeNull();
    expect(api.dataRequests().length).toBeGreaterThanOrEqual(2);
  });

  it('speaks Spanish', async () => {
    await i18next.changeLanguage('es');
    stubAgentApi({ data });
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Panel del agente' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Asignación de usuarios' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Solicitantes sin agente' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Asignarme' })).toHaveLength(2);
  });
});
