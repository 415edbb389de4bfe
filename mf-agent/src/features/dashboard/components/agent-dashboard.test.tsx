import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { renderAt } from '@nomada/ui/testing';
import { AgentDashboard } from './agent-dashboard';
import { SummaryCards } from './summary-cards';

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('AgentDashboard', () => {
  it('shows the four summary cards without inventing numbers', () => {
    renderAt(<AgentDashboard />, '/agent/dashboard');
    for (const label of [
      'Pending documents',
      'Documents under review',
      'Pending registrations',
      'Assigned users',
    ]) {
      expect(screen.getByText(label)).toBeTruthy();
    }
    expect(screen.getAllByLabelText('No data yet')).toHaveLength(4);
    expect(screen.queryByText(/^\d+$/)).toBeNull();
  });

  it('shows a count when one is known, including zero', () => {
    renderAt(<SummaryCards counts={{ pendingDocuments: 0, assignedUsers: 3 }} />);
    expect(screen.getByTestId('summary-pendingDocuments').textContent).toBe('0');
    expect(screen.getByTestId('summary-assignedUsers').textContent).toBe('3');
    expect(screen.getAllByLabelText('No data yet')).toHaveLength(2);
  });

  it('has the four tabs, each with an explanation of what will appear', async () => {
    renderAt(<AgentDashboard />, '/agent/dashboard');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'User assignments',
      'Documents',
      'Registrations',
      'History',
    ]);
    expect(screen.getByText('Applicants to assign will appear here')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'History' }));
    expect(await screen.findByText('Your decisions will appear here')).toBeTruthy();
  });

  it('speaks Spanish', async () => {
    await i18next.changeLanguage('es');
    renderAt(<AgentDashboard />, '/agent/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Panel del agente' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Asignación de usuarios' })).toBeTruthy();
    expect(screen.getAllByLabelText('Sin datos todavía')).toHaveLength(4);
  });
});
