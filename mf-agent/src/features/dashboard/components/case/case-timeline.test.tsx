import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
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

describe('the case timeline an agent reads', () => {
  it('names the assigned agent who took a step and shows its date, never an id', async () => {
    signInAs('agent');
    const agentId = '6f1c1f0e-8a55-4d4b-9d1e-3f6a2b7c9d10';
    const shown = agentCase({
      case: {
        stage: 'submitted',
        events: [
          { stage: 'documents', at: '2026-11-20T09:30:00.000Z', by: null },
          {
            stage: 'submitted',
            at: '2026-11-21T09:30:00.000Z',
            by: agentId,
            authority: 'uge',
            reference: 'UGE-2026-41',
            date: '2026-11-21',
          },
        ],
        deadlines: [],
      },
      assignedAgent: {
        id: agentId,
        first_name: 'Ana',
        last_name: 'Agente',
        email: 'ana@example.com',
        assigned_at: '2026-11-20T09:30:00.000Z',
      },
    });
    stubAgentApi({ data: dashboardData(), applicantCase: () => shown });
    renderAt(
      <SWRConfig value={{ provider: () => new Map() }}>
        <AgentApp />
      </SWRConfig>,
      `/agent/applicants/${shown.profile.id}`,
    );
    const timeline = (await screen.findByRole('heading', { name: 'Stage' })).closest('section')!;
    const steps = within(timeline).getAllByRole('listitem');
    const filed = steps[1]!.textContent;
    expect(filed).toContain('UGE-2026-41');
    expect(filed).toContain('Date: November 21, 2026');
    expect(filed).toContain('Ana Agente');
    expect(timeline.textContent).not.toContain(agentId);
  });
});
