import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { dismiss } from '@nomada/state';
import { lastToast, signInAs } from '@nomada/state/testing';
import { auditEntry, dashboardData, registration } from '../../../../testing/agent-data';
import { renderDashboard } from '../../../../testing/render-dashboard';
import { stubAgentApi } from '../../../../testing/stub-agent-api';

const business = registration({
  first_name: 'Bea',
  last_name: 'Empresa',
  email: 'bea@example.com',
  plan: 'basic',
  account_type: 'business',
  company_name: 'Nube SL',
  job_title: 'CTO',
  work_location: 'Valencia',
  expected_start_date: '2027-02-01',
  email_confirmed: false,
  documents: [{ id: '5a0e7b8c-1d2e-4f30-8a41-b2c3d4e5f607', name: 'Valid passport' }],
  audit_trail: [auditEntry({ action: 'user_unassigned', agent_name: 'Laura Martín' })],
});
const pablo = registration();
const data = dashboardData({ pendingRegistrations: [pablo, business] });

const rowOf = (name: string) => screen.getByText(name).closest('li')!;

async function openDetails(name: string, button = 'View details') {
  await screen.findByText(name);
  await userEvent.click(within(rowOf(name)).getByRole('button', { name: button }));
  return screen.findByRole('dialog');
}

beforeEach(() => signInAs('agent'));
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  dismiss();
  await i18next.changeLanguage('en');
});

describe('RegistrationsTab', () => {
  it('shows each pending registration with its plan and email confirmation', async () => {
    stubAgentApi({ data });
    renderDashboard('registrations');
    await screen.findByText('Bea Empresa');
    expect(within(rowOf('Bea Empresa')).getByText('Email not confirmed')).toBeInTheDocument();
    expect(within(rowOf('Pablo Pendiente')).getByText('Email confirmed')).toBeInTheDocument();
    expect(within(rowOf('Pablo Pendiente')).getByText('Premium plan')).toBeInTheDocument();
  });

  it('shows every signup field, the email confirmation and the audit trail', async () => {
    stubAgentApi({ data });
    renderDashboard('registrations');
    const dialog = await openDetails('Bea Empresa');
    const facts = within(within(dialog).getByTestId('registration-facts'));
    const expected: Array<[label: string, value: string]> = [
      ['Email', 'bea@example.com'],
      ['Email confirmation', 'Email not confirmed'],
      ['First name', 'Bea'],
      ['Last name', 'Empresa'],
      ['Plan', 'Basic plan'],
      ['Account type', 'Business'],
      ['Phone', '+34 600 123 456'],
      ['Address', 'Calle Mayor 1, Madrid'],
      ['Nationality', 'Argentina'],
      ['Date of birth', 'January 1, 1990'],
      ['Current status', 'Remote software developer'],
      ['Company name', 'Nube SL'],
      ['Job title', 'CTO'],
      ['Work location', 'Valencia'],
      ['Expected start date', 'February 1, 2027'],
      ['Additional information', 'Moving with my partner'],
      ['Selected documents', 'Valid passport'],
      ['Status', 'Pending'],
    ];
    for (const [label, value] of expected) {
      const term = facts.getByText(label, { selector: 'dt' });
      expect(term.nextElementSibling?.textContent, label).toBe(value);
    }
    expect(
      within(dialog).getByText('Laura Martín stopped looking after this applicant'),
    ).toBeInTheDocument();
  });

  it.each([
    ['en', 'Employed by a company, working remotely', 'View details'],
    ['es', 'Empleado de una empresa, en remoto', 'Ver detalles'],
  ])(
    "reads the situation chosen at signup in the agent's language (%s)",
    async (language, text, button) => {
      await i18next.changeLanguage(language);
      const remote = registration({
        first_name: 'Rita',
        last_name: 'Remota',
        current_status: 'remote_employee',
      });
      stubAgentApi({ data: dashboardData({ pendingRegistrations: [remote] }) });
      renderDashboard('registrations');
      const dialog = await openDetails('Rita Remota', button);
      const facts = within(within(dialog).getByTestId('registration-facts'));
      expect(facts.getByText(text)).toBeInTheDocument();
      expect(facts.queryByText('remote_employee')).toBeNull();
    },
  );

  it('approves only after confirmation', async () => {
    const api = stubAgentApi({ data });
    renderDashboard('registrations');
    const details = await openDetails('Pablo Pendiente');
    await userEvent.click(within(details).getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Approve this registration?' });
    expect(
      within(confirm).getByText(/Pablo Pendiente will be able to sign in/),
    ).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.actionRequests()).toEqual([]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await userEvent.click(within(details).getByRole('button', { name: 'Approve' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Approve registration',
      }),
    );
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Registration approved successfully',
        variant: 'success',
      }),
    );
    expect(api.actionRequests()).toEqual([
      { action: 'approveRegistration', payload: { userId: pablo.id } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('rejects with a reason only', async () => {
    const api = stubAgentApi({ data });
    renderDashboard('registrations');
    const details = await openDetails('Pablo Pendiente');
    await userEvent.click(within(details).getByRole('button', { name: 'Reject' }));
    await userEvent.click(within(details).getByRole('button', { name: 'Reject registration' }));
    expect(within(details).getByText('Rejection reason is required')).toBeInTheDocument();
    expect(api.actionRequests()).toEqual([]);
    await userEvent.type(
      within(details).getByLabelText(/Why is this registration/),
      'No income proof',
    );
    await userEvent.click(within(details).getByRole('button', { name: 'Reject registration' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Registration rejected'));
    expect(api.actionRequests()).toEqual([
      { action: 'rejectRegistration', payload: { userId: pablo.id, reason: 'No income proof' } },
    ]);
  });

  it('says when someone else decided first', async () => {
    stubAgentApi({
      data,
      action: () => ({ status: 409, body: { error: 'Decided', code: 'already_decided' } }),
    });
    renderDashboard('registrations');
    const details = await openDetails('Pablo Pendiente');
    await userEvent.click(within(details).getByRole('button', { name: 'Reject' }));
    await userEvent.type(within(details).getByLabelText(/Why is this registration/), 'Duplicate');
    await userEvent.click(within(details).getByRole('button', { name: 'Reject registration' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Failed to reject registration',
        description: 'This has already been decided',
      }),
    );
  });

  it('speaks Spanish', async () => {
    await i18next.changeLanguage('es');
    stubAgentApi({ data });
    renderDashboard('registrations');
    await screen.findByText('Bea Empresa');
    await userEvent.click(
      within(rowOf('Bea Empresa')).getByRole('button', { name: 'Ver detalles' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Correo sin confirmar', { selector: 'span' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('1 de enero de 1990')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Aprobar' })).toBeInTheDocument();
  });
});
