import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AgentCase, CaseStage } from '@nomada/contracts';
import { lastToast, signInAs } from '@nomada/state/testing';
import { agentCase, caseAgent } from '../../../../testing/agent-data';
import { renderCase } from '../../../../testing/render-case';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const AT = '2026-11-20T09:30:00.000Z';
const LATER = '2026-11-21T09:30:00.000Z';

/** A case at `stage`, looked after by `agentId` (or by another agent, or nobody). */
function caseAt(stage: CaseStage, agentId: string | null): AgentCase {
  return agentCase({
    case: {
      stage,
      events: [
        { stage: 'documents', at: AT, by: null },
        { stage, at: LATER, by: null },
      ],
      deadlines: [],
    },
    assignedAgent: caseAgent(agentId, AT),
  });
}

const moveForm = async (title: string) =>
  (await screen.findByRole('heading', { level: 3, name: title })).closest('form')!;

describe('moving a case to its next stage', () => {
  it('offers the assigned agent only the moves the table allows from each stage', async () => {
    const agentId = signInAs('agent').user!.id;
    const moves = (shown: AgentCase) => {
      renderCase(shown);
      return screen.findByRole('heading', { level: 1, name: 'Carmen Caso' }).then(() =>
        screen
          .queryAllByRole('heading', { level: 3 })
          .filter((heading) => heading.closest('form'))
          .map((heading) => heading.textContent)
          // The latest step's date correction is not a move (case-event-correction.test.tsx).
          .filter((title) => !title?.startsWith('Correct the dates')),
      );
    };
    expect(await moves(caseAt('ready', agentId))).toEqual(['Filed with the authorities']);
    cleanup();
    expect(await moves(caseAt('submitted', agentId))).toEqual([
      'The authorities asked for more documents',
      'The authorities decided',
    ]);
    cleanup();
    expect(await moves(caseAt('more_documents_requested', agentId))).toEqual([
      'Filed with the authorities',
      'The authorities decided',
    ]);
    cleanup();
    expect(await moves(caseAt('documents', agentId))).toEqual([]);
    cleanup();
    expect(await moves(caseAt('resolved', agentId))).toEqual([]);
  });

  it('checks the fields with the contract, then sends the move and reloads the case', async () => {
    const agentId = signInAs('agent').user!.id;
    const shown = caseAt('ready', agentId);
    const api = renderCase(shown);
    const form = await moveForm('Filed with the authorities');

    await userEvent.click(within(form).getByRole('button', { name: 'Mark as filed' }));
    expect(within(form).getAllByText('This stage needs this detail')).toHaveLength(3);
    expect(api.actionRequests()).toEqual([]);

    await userEvent.selectOptions(within(form).getByRole('combobox', { name: /Authority/ }), 'uge');
    await userEvent.type(within(form).getByRole('textbox', { name: /Reference/ }), 'EX-2026-17');
    await userEvent.type(within(form).getByLabelText(/Date/), '2026-11-24');
    expect(within(form).queryByText('This stage needs this detail')).toBeNull();

    const caseReads = () => api.requests.filter((r) => r.path === '/functions/agent-case').length;
    const before = caseReads();
    await userEvent.click(within(form).getByRole('button', { name: 'Mark as filed' }));
    await waitFor(() =>
      expect(api.actionRequests()).toEqual([
        {
          action: 'setCaseStage',
          payload: {
            userId: shown.profile.id,
            stage: 'submitted',
            authority: 'uge',
            reference: 'EX-2026-17',
            date: '2026-11-24',
          },
        },
      ]),
    );
    await waitFor(() => expect(lastToast()?.title).toBe('Case stage updated'));
    await waitFor(() => expect(caseReads()).toBeGreaterThan(before));
  });

  it('records a decision without a note, and a request for more documents with one', async () => {
    const agentId = signInAs('agent').user!.id;
    const shown = caseAt('submitted', agentId);
    const api = renderCase(shown);

    const decision = await moveForm('The authorities decided');
    await userEvent.click(within(decision).getByRole('button', { name: 'Record the decision' }));
    expect(within(decision).getAllByText('This stage needs this detail')).toHaveLength(2);
    await userEvent.selectOptions(
      within(decision).getByRole('combobox', { name: /Outcome/ }),
      'granted',
    );
    await userEvent.type(within(decision).getByLabelText(/^Date/), '2026-11-20');
    await userEvent.click(within(decision).getByRole('button', { name: 'Record the decision' }));

    const request = await moveForm('The authorities asked for more documents');
    await userEvent.click(within(request).getByRole('button', { name: 'Record the request' }));
    expect(within(request).getByText('This stage needs this detail')).toBeInTheDocument();
    await userEvent.type(within(request).getByRole('textbox', { name: /Note/ }), 'Bank statement');
    await userEvent.type(within(request).getByLabelText(/Notified on/), '2026-11-16');
    await userEvent.type(
      within(request).getByRole('textbox', { name: /Documents requested/ }),
      'Bank statement{Enter}{Enter}  Client contract  ',
    );
    await userEvent.click(within(request).getByRole('button', { name: 'Record the request' }));

    await waitFor(() =>
      expect(api.actionRequests()).toEqual([
        {
          action: 'setCaseStage',
          payload: {
            userId: shown.profile.id,
            stage: 'resolved',
            outcome: 'granted',
            date: '2026-11-20',
          },
        },
        {
          action: 'setCaseStage',
          payload: {
            userId: shown.profile.id,
            stage: 'more_documents_requested',
            note: 'Bank statement',
            notified_on: '2026-11-16',
            items: [{ name: 'Bank statement' }, { name: 'Client contract' }],
          },
        },
      ]),
    );
  });

  it('shows the server refusal on its field', async () => {
    const agentId = signInAs('agent').user!.id;
    const shown = caseAt('ready', agentId);
    renderCase(shown, () => ({
      status: 400,
      body: {
        error: 'Please enter a valid date',
        code: 'date_invalid',
        fields: { 'payload.date': 'Please enter a valid date' },
      },
    }));
    const form = await moveForm('Filed with the authorities');
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: /Authority/ }),
      'consulate',
    );
    await userEvent.type(within(form).getByRole('textbox', { name: /Reference/ }), 'C-9');
    await userEvent.type(within(form).getByLabelText(/Date/), '2026-11-24');
    await userEvent.click(within(form).getByRole('button', { name: 'Mark as filed' }));

    expect(await within(form).findByText('Please enter a valid date')).toBeInTheDocument();
    expect(lastToast()).toMatchObject({
      title: 'The case stage could not be changed',
      variant: 'destructive',
    });
  });

  it('tells any other agent who may move the case, and offers no move', async () => {
    signInAs('agent');
    renderCase(caseAt('ready', '00000000-0000-4000-8000-0000000000aa'));
    expect(
      await screen.findByText(
        'Only Ana Agente, who looks after this applicant, can move this case to its next stage.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as filed' })).toBeNull();
    cleanup();

    renderCase(caseAt('ready', null));
    expect(await screen.findByText(/nobody does yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as filed' })).toBeNull();
  });
});
