import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AgentCase } from '@nomada/contracts';
import { signInAs } from '@nomada/state/testing';
import { agentCase, caseAgent } from '../../../../testing/agent-data';
import { renderCase } from '../../../../testing/render-case';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const AT = '2026-11-20T09:30:00.000Z';

function withDeadlines(agentId: string | null): AgentCase {
  return agentCase({
    case: {
      stage: 'more_documents_requested',
      events: [{ stage: 'documents', at: AT, by: null }],
      deadlines: [
        {
          id: '3f2b8c1e-6a4d-4e0f-9b7a-1c2d3e4f5a60',
          kind: 'decision_due',
          due_on: '2026-11-30',
          source_event: 'submitted',
          done_at: AT,
        },
        {
          id: '8a1e2f3c-4b5d-4c6e-8f70-9a0b1c2d3e4f',
          kind: 'request_answer',
          due_on: '2026-12-11',
          source_event: 'more_documents_requested',
        },
      ],
    },
    assignedAgent: caseAgent(agentId, AT),
  });
}

describe("the case's legal deadlines", () => {
  it('lists open ones first with what to do, and the assigned agent marks one done', async () => {
    const agentId = signInAs('agent').user!.id;
    const shown = withDeadlines(agentId);
    const api = renderCase(shown);
    const rows = await screen.findAllByTestId('case-deadline');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
      'Answer the request for documents',
      'The UGE must decide',
    ]);
    expect(within(rows[1]!).getByText('Done')).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
    await userEvent.click(
      within(rows[0]!).getByRole('button', { name: 'Mark done: Answer the request for documents' }),
    );
    await waitFor(() =>
      expect(api.actionRequests()).toEqual([
        {
          action: 'completeDeadline',
          payload: { userId: shown.profile.id, deadlineId: '8a1e2f3c-4b5d-4c6e-8f70-9a0b1c2d3e4f' },
        },
      ]),
    );
  });

  it('offers no Mark done to an agent who does not look after the applicant', async () => {
    signInAs('agent');
    renderCase(withDeadlines('6f1c1f0e-8a55-4d4b-9d1e-3f6a2b7c9d10'));
    expect(await screen.findAllByTestId('case-deadline')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Mark done/ })).toBeNull();
  });
});
