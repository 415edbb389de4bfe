import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AgentCase, CaseEvent } from '@nomada/contracts';
import { lastToast, signInAs } from '@nomada/state/testing';
import { agentCase, caseAgent } from '../../../../testing/agent-data';
import { renderCase } from '../../../../testing/render-case';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const AT = '2026-11-20T09:30:00.000Z';

function caseWithLatest(latest: Omit<CaseEvent, 'at' | 'by'>, agentId: string | null): AgentCase {
  return agentCase({
    case: {
      stage: latest.stage,
      events: [
        { stage: 'documents', at: AT, by: null },
        { ...latest, at: AT, by: agentId },
      ],
      deadlines: [],
    },
    assignedAgent: caseAgent(agentId, AT),
  });
}

const correctionForm = async () =>
  (await screen.findByRole('heading', { level: 3, name: /^Correct the dates/ })).closest('form')!;

describe("correcting the dates of a case's latest step", () => {
  it('sends only the changed date, and reloads the case', async () => {
    const agentId = signInAs('agent').user!.id;
    const shown = caseWithLatest(
      { stage: 'resolved', outcome: 'granted', date: '2026-11-10', valid_until: '2027-11-09' },
      agentId,
    );
    const api = renderCase(shown);
    const form = await correctionForm();
    const decided = within(form).getByLabelText('Date');
    expect(decided).toHaveValue('2026-11-10');
    expect(within(form).getByLabelText('Permit valid until')).toHaveValue('2027-11-09');

    await userEvent.clear(decided);
    await userEvent.type(decided, '2026-11-12');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the corrected dates' }));

    await waitFor(() => expect(api.actionRequests()).toHaveLength(1));
    expect(api.actionRequests()[0]).toEqual({
      action: 'correctCaseEvent',
      payload: { userId: shown.profile.id, date: '2026-11-12' },
    });
    await waitFor(() =>
      expect(lastToast()?.title).toBe('Dates corrected; the deadlines were counted again'),
    );
  });

  it('asks for a changed date before sending anything, and shows the server refusal on its field', async () => {
    const agentId = signInAs('agent').user!.id;
    const shown = caseWithLatest(
      { stage: 'more_documents_requested', note: 'Two papers', notified_on: '2026-11-16' },
      agentId,
    );
    const api = renderCase(shown, () => ({
      status: 400,
      body: {
        error: 'The platform has no holiday calendar for that year yet',
        code: 'holidays_unknown',
        fields: { 'payload.notified_on': 'The platform has no holiday calendar for that year yet' },
      },
    }));
    const form = await correctionForm();
    expect(within(form).queryByLabelText('Date')).not.toBeInTheDocument();
    const submit = within(form).getByRole('button', { name: 'Save the corrected dates' });

    await userEvent.click(submit);
    expect(await within(form).findByRole('alert')).toHaveTextContent('Change a date to correct it');
    expect(api.actionRequests()).toHaveLength(0);

    const notified = within(form).getByLabelText('Notified on');
    await userEvent.clear(notified);
    // The contract's check runs in the browser first: a future day is never sent.
    await userEvent.type(notified, '2030-01-01');
    await userEvent.click(submit);
    expect(await within(form).findByText('This date cannot be in the future')).toBeInTheDocument();
    expect(api.actionRequests()).toHaveLength(0);

    await userEvent.clear(notified);
    await userEvent.type(notified, '2019-05-02');
    await userEvent.click(submit);
    await waitFor(() => expect(api.actionRequests()).toHaveLength(1));
    expect(api.actionRequests()[0]).toEqual({
      action: 'correctCaseEvent',
      payload: { userId: shown.profile.id, notified_on: '2019-05-02' },
    });
    expect(
      await within(form).findByText('The platform has no holiday calendar for that year yet'),
    ).toBeInTheDocument();
  });

  it('is not offered to an agent who does not look after the applicant, nor for a step without dates', async () => {
    const agentId = signInAs('agent').user!.id;
    renderCase(caseWithLatest({ stage: 'submitted', date: '2026-11-02' }, randomUUID()));
    await screen.findByRole('heading', { level: 1, name: 'Carmen Caso' });
    expect(screen.queryByRole('heading', { name: /^Correct the dates/ })).not.toBeInTheDocument();
    cleanup();
    renderCase(caseWithLatest({ stage: 'ready' }, agentId));
    await screen.findByRole('heading', { level: 1, name: 'Carmen Caso' });
    expect(screen.queryByRole('heading', { name: /^Correct the dates/ })).not.toBeInTheDocument();
  });
});
