import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { OpenDeadlineRecord, UserSummary } from '@nomada/contracts';
import type { DocumentsClient } from '../clients/documents-client';
import type { IdentityClient } from '../clients/identity-client';
import { openDeadlinesOfAgent } from './open-deadlines-of-agent';

const AGENT = randomUUID();

function deadlineOf(userId: string, dueOn: string): OpenDeadlineRecord {
  return {
    id: randomUUID(),
    kind: 'request_answer',
    due_on: dueOn,
    source_event: 'more_documents_requested',
    user_id: userId,
    missing_items: [],
    working_days_left: 3,
  };
}

/** Stand-ins that answer like the services, and record what documents was asked. */
function clients(assigned: string[], deadlines: OpenDeadlineRecord[]) {
  const asked: number[] = [];
  const documents = {
    openDeadlines: async (request: { userIds: string[] } | { all: true }) => {
      if (!('userIds' in request)) throw new Error('an agent never asks for every deadline');
      asked.push(request.userIds.length);
      const wanted = new Set(request.userIds);
      return { deadlines: deadlines.filter((d) => wanted.has(d.user_id)) };
    },
  } as unknown as DocumentsClient;
  const identity = {
    assignedApplicantIds: async () => assigned,
    lookupUsers: async (ids: string[]) =>
      new Map(
        ids.map((id) => [
          id,
          { id, role: 'applicant', email: `${id}@example.test`, assigned_agent_id: AGENT },
        ]),
      ) as unknown as Map<string, UserSummary>,
  } as unknown as IdentityClient;
  return { documents, identity, asked };
}

describe('openDeadlinesOfAgent', () => {
  it("asks documents for the agent's applicants only, in calls of at most 5000, soonest first", async () => {
    const assigned = Array.from({ length: 5001 }, () => randomUUID());
    const later = deadlineOf(assigned[0]!, '2026-12-20');
    const sooner = deadlineOf(assigned[5000]!, '2026-12-01');
    const { documents, identity, asked } = clients(assigned, [later, sooner]);

    const answer = await openDeadlinesOfAgent({ documents, identity }, AGENT);

    expect(asked).toEqual([5000, 1]);
    expect(answer.deadlines.map((d) => d.id)).toEqual([sooner.id, later.id]);
    expect(answer.summary.open).toBe(2);
  });

  it('asks documents nothing for an agent with no applicants', async () => {
    const { documents, identity, asked } = clients([], [deadlineOf(randomUUID(), '2026-12-01')]);
    expect((await openDeadlinesOfAgent({ documents, identity }, AGENT)).deadlines).toEqual([]);
    expect(asked).toEqual([]);
  });
});
