import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { renderAt } from '@nomada/ui/testing';
import { signInAs } from '@nomada/state/testing';
import AgentApp from '../../../../app/app';
import { agentCase, dashboardData } from '../../../../testing/agent-data';
import { stubAgentApi } from '../../../../testing/stub-agent-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderCase = (userId: string) =>
  renderAt(
    <SWRConfig value={{ provider: () => new Map() }}>
      <AgentApp />
    </SWRConfig>,
    `/agent/applicants/${userId}`,
  );

describe('the applicant case page', () => {
  it('shows the case and approves an item in place, then reloads it', async () => {
    signInAs('agent');
    const shown = agentCase();
    const passport = shown.requiredDocuments[0]!;
    const api = stubAgentApi({ data: dashboardData(), applicantCase: () => shown });
    renderCase(shown.profile.id);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Carmen Caso' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Carmen Caso · Nomada');
    const item = screen.getByRole('heading', { level: 3, name: 'Valid passport' }).closest('li')!;
    expect(within(item).getByText('passport.pdf')).toBeInTheDocument();
    expect(screen.getByText('Nothing uploaded yet.')).toBeInTheDocument();
    expect(api.requests.find((r) => r.path === '/functions/agent-case')?.body).toEqual({
      userId: shown.profile.id,
    });

    const caseReads = () => api.requests.filter((r) => r.path === '/functions/agent-case').length;
    const before = caseReads();
    await userEvent.click(within(item).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(api.actionRequests()).toEqual([
        { action: 'approveDocument', payload: { documentId: passport.user_document_id } },
      ]),
    );
    await waitFor(() => expect(caseReads()).toBeGreaterThan(before));
  });

  it('asks for a reason before rejecting, and assigns an unassigned applicant to the agent', async () => {
    signInAs('agent');
    const shown = agentCase();
    const passport = shown.requiredDocuments[0]!;
    const api = stubAgentApi({ data: dashboardData(), applicantCase: () => shown });
    renderCase(shown.profile.id);
    const item = (await screen.findByRole('heading', { level: 3, name: 'Valid passport' })).closest(
      'li',
    )!;

    await userEvent.click(within(item).getByRole('button', { name: 'Reject' }));
    await userEvent.click(within(item).getByRole('button', { name: 'Reject document' }));
    expect(api.actionRequests()).toEqual([]);
    await userEvent.type(within(item).getByRole('textbox'), 'Blurred photo page');
    await userEvent.click(within(item).getByRole('button', { name: 'Reject document' }));
    await userEvent.click(screen.getByRole('button', { name: 'Assign to me' }));
    await waitFor(() =>
      expect(api.actionRequests()).toEqual([
        {
          action: 'rejectDocument',
          payload: { documentId: passport.user_document_id, reason: 'Blurred photo page' },
        },
        { action: 'assignUser', payload: { userId: shown.profile.id } },
      ]),
    );
  });

  it('keeps earlier files collapsed, then lists each with its decision and a download', async () => {
    signInAs('agent');
    const shown = agentCase();
    const earlier = shown.requiredDocuments[0]!.files.find((file) => !file.current)!;
    const api = stubAgentApi({ data: dashboardData(), applicantCase: () => shown });
    renderCase(shown.profile.id);
    const item = (await screen.findByRole('heading', { level: 3, name: 'Valid passport' })).closest(
      'li',
    )!;
    const current = within(item).getByRole('list', { name: 'Files of Valid passport' });
    expect(within(current).queryByText('passport-old.pdf')).toBeNull();
    expect(within(item).queryByText('passport-old.pdf')).toBeNull();

    const toggle = within(item).getByRole('button', { name: /Earlier files \(1\)/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const list = within(item).getByRole('list', { name: 'Earlier files of Valid passport' });
    expect(within(list).getByText('passport-old.pdf')).toBeInTheDocument();
    expect(within(list).getByText(/replaced/)).toBeInTheDocument();
    expect(
      within(list).getByText(/Rejected by Laura Martín on .* — Reason: Blurred photo page/),
    ).toBeInTheDocument();

    await userEvent.click(within(list).getByRole('button', { name: /passport-old\.pdf/ }));
    await waitFor(() =>
      expect(api.requestTo('/functions/download-document')?.body).toEqual({
        filePath: earlier.file_url,
      }),
    );
  });

  it('shows the not-found view for an unknown applicant', async () => {
    signInAs('agent');
    stubAgentApi({ data: dashboardData() });
    renderCase('00000000-0000-4000-8000-0000000000ff');
    expect(await screen.findByRole('link', { name: /back to home/i })).toBeInTheDocument();
  });
});
