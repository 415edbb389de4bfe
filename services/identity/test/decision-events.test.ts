import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { internalHeaders } from '@nomada/service-kit';
import { TEST_SESSION_SECRET } from '@nomada/service-kit/testing';
import { createApplicant, createSignedInAgent } from './support/factories';
import { createTestContext, type TestContext } from './support/test-context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const internal = (url: string, body: unknown) =>
  ctx.post(url, body, undefined, { headers: internalHeaders(TEST_SESSION_SECRET) });

type EventRow = { audit: Record<string, unknown>; email: unknown };

const eventsOf = async (userId: string) =>
  (
    await sql<EventRow>`
      select audit, email from identity.decision_events
      where user_id = ${userId} order by created_at
    `.execute(ctx.db)
  ).rows;

const statusOf = async (userId: string) =>
  (
    await ctx.db
      .selectFrom('identity.profiles')
      .select('status')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
  ).status;

describe('decision events in identity (decision 064)', () => {
  it("writes a registration decision's audit entry and email with the decision", async () => {
    const applicant = await createApplicant(ctx);
    const agent = await createSignedInAgent(ctx);
    const response = await internal('/internal/registrations/decide', {
      userId: applicant.userId,
      decision: 'rejected',
      reason: 'Passport expired',
      decidedBy: agent.userId,
    });
    expect(response.statusCode).toBe(200);
    expect(await eventsOf(applicant.userId)).toEqual([
      {
        audit: {
          agentId: agent.userId,
          subjectType: 'registration',
          subjectId: applicant.userId,
          userId: applicant.userId,
          decision: 'rejected',
          reason: 'Passport expired',
        },
        email: { template: 'registration-rejected', details: { reason: 'Passport expired' } },
      },
    ]);
  });

  it('commits neither the decision nor its event when the event cannot be written', async () => {
    const applicant = await createApplicant(ctx);
    const agent = await createSignedInAgent(ctx);
    await sql`
      alter table identity.decision_events add constraint refuses_all check (false) not valid
    `.execute(ctx.db);
    try {
      const response = await internal('/internal/registrations/decide', {
        userId: applicant.userId,
        decision: 'approved',
        decidedBy: agent.userId,
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await sql`alter table identity.decision_events drop constraint refuses_all`.execute(ctx.db);
    }
    expect(await statusOf(applicant.userId)).toBe('pending');
    expect(await eventsOf(applicant.userId)).toEqual([]);
  });

  it('offers unacknowledged events to review, oldest first, and forgets them once acknowledged', async () => {
    const applicant = await createApplicant(ctx);
    const agent = await createSignedInAgent(ctx);
    await internal('/internal/registrations/decide', {
      userId: applicant.userId,
      decision: 'approved',
      decidedBy: agent.userId,
    });
    await internal('/internal/applicants/assign', {
      userId: applicant.userId,
      agentId: agent.userId,
    });
    const pending = await internal('/internal/decision-events/pending', { limit: 500 });
    expect(pending.statusCode).toBe(200);
    const mine = pending
      .json<{ events: { id: string; audit: { userId: string; subjectType: string } }[] }>()
      .events.filter((event) => event.audit.userId === applicant.userId);
    expect(mine.map((event) => event.audit.subjectType)).toEqual(['registration', 'assignment']);

    const ids = mine.map((event) => event.id);
    const ack = await internal('/internal/decision-events/ack', { eventIds: ids });
    expect(ack.json()).toEqual({ acknowledged: 2 });
    const again = await internal('/internal/decision-events/ack', { eventIds: ids });
    expect(again.json()).toEqual({ acknowledged: 0 });
    const after = await internal('/internal/decision-events/pending', { limit: 500 });
    const left = after.json<{ events: { id: string }[] }>().events.map((event) => event.id);
    expect(left.filter((id) => ids.includes(id))).toEqual([]);
    // Nothing of the decision stays behind in the outbox once review has it.
    expect(await eventsOf(applicant.userId)).toEqual([]);
  });

  it('refuses an acknowledgement that names no event or not a UUID (400)', async () => {
    for (const body of [{ eventIds: [] }, { eventIds: ['x'] }, {}]) {
      const response = await internal('/internal/decision-events/ack', body);
      expect(response.statusCode).toBe(400);
    }
  });
});
