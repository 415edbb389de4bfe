import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { internalHeaders } from '@nomada/service-kit';
import { TEST_SESSION_SECRET, eventually } from '@nomada/service-kit/testing';
import { ERASED_REASON, recordDecisionEvent } from '../src/db/repositories/decision-events';
import { approvedApplicant, approvedThroughReview } from './support/applicants';
import { act, createAgent, type Person } from './support/factories';
import { profileOf, trailOf } from './support/lookups';
import { createTestContext, type TestContext } from './support/test-context';

let ctx: TestContext;
let agent: Person & { name: string };

beforeAll(async () => {
  ctx = await createTestContext();
  agent = await createAgent(ctx);
});
afterAll(() => ctx.close());

async function requestUpgrade(applicant: Person) {
  const response = await fetch(`${ctx.identity.url}/functions/request-plan-upgrade`, {
    method: 'POST',
    headers: { cookie: applicant.cookie },
  });
  return response.status;
}

const internal = (url: string, body: unknown) =>
  ctx.review.inject({
    method: 'POST',
    url,
    payload: body as object,
    headers: internalHeaders(TEST_SESSION_SECRET),
  });

describe('approvePlanUpgrade', () => {
  it('makes a requested upgrade premium at once, records it and emails the applicant', async () => {
    const applicant = await approvedApplicant(ctx, agent, { plan: 'basic', firstName: 'Bruno' });
    const notAsked = await act(ctx, agent, 'approvePlanUpgrade', { userId: applicant.userId });
    expect(notAsked.statusCode).toBe(409);
    expect(notAsked.json().code).toBe('upgrade_not_requested');

    expect(await requestUpgrade(applicant)).toBe(201);
    const [approved, second] = await Promise.all([
      act(ctx, agent, 'approvePlanUpgrade', { userId: applicant.userId }),
      act(ctx, agent, 'approvePlanUpgrade', { userId: applicant.userId }),
    ]);
    expect([approved.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect([approved, second].find((answer) => answer.statusCode === 409)?.json().code).toBe(
      'already_premium',
    );
    expect(await profileOf(ctx, applicant)).toMatchObject({
      plan: 'premium',
      plan_upgrade_requested_at: null,
    });
    const trail = await trailOf(ctx, applicant.userId);
    expect(trail.map((row) => [row.subject_type, row.decision, row.agent_id])).toEqual([
      ['plan', 'upgraded', agent.userId],
    ]);
    await ctx.review.emails.drain();
    const email = await eventually(async () =>
      (await ctx.emailsTo(applicant.email)).find((each) => each.template === 'plan-upgraded'),
    );
    expect(email).toMatchObject({ language: 'en', params: { firstName: 'Bruno' } });
  });

  it('answers 404 for an unknown applicant and 403 for applicants', async () => {
    const unknown = await act(ctx, agent, 'approvePlanUpgrade', {
      userId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    const applicant = await approvedApplicant(ctx, agent, { plan: 'basic' });
    const self = await act(ctx, applicant, 'approvePlanUpgrade', { userId: applicant.userId });
    expect(self.statusCode).toBe(403);
  });
});

describe("an erased applicant's decisions", () => {
  it('are exported in their language, then keep only a pseudonym', async () => {
    const applicant = await approvedThroughReview(ctx, agent, {
      firstName: 'Marta',
      lastName: 'Borrada',
      language: 'es',
    });
    await act(ctx, agent, 'assignUser', { userId: applicant.userId });
    const document = await ctx.documents.add(applicant.userId);
    await act(ctx, agent, 'rejectDocument', {
      documentId: document.id,
      reason: `Marta Borrada, your passport is unreadable; write to ${applicant.email}`,
    });

    const exported = await internal('/internal/accounts/export', {
      userId: applicant.userId,
      email: applicant.email,
      language: 'es',
      host: 'localhost:8080',
      protocol: 'http',
    });
    expect(exported.json().decisions.map((d: { what: string }) => d.what)).toEqual([
      'registration_approved',
      'user_assigned',
      'document_rejected',
    ]);

    const pseudonym = 'deleted-1a2b3c4d';
    const erase = () =>
      internal('/internal/accounts/erase', {
        userId: applicant.userId,
        email: applicant.email,
        names: ['Marta', 'Borrada'],
        pseudonym,
      });
    const erased = await erase();
    expect(erased.statusCode).toBe(200);
    expect(erased.json().erased.decisions).toBe(3);
    expect(await trailOf(ctx, applicant.userId)).toEqual([]);
    const rows = await ctx.db
      .selectFrom('review.decisions')
      .selectAll()
      .where('applicant_pseudonym', '=', pseudonym)
      .orderBy('created_at')
      .execute();
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((row) => row.user_id)).size).toBe(1);
    expect(JSON.stringify(rows)).not.toMatch(
      new RegExp(`${applicant.userId}|Marta|Borrada|${applicant.email}`, 'i'),
    );
    expect(rows[2]?.reason).toBe(
      `${pseudonym}, your passport is unreadable; write to ${pseudonym}`,
    );
    expect(rows.map((row) => row.agent_id)).toEqual([agent.userId, agent.userId, agent.userId]);
    expect((await erase()).json().erased.decisions).toBe(0);

    // The trail is still append-only for anything else.
    await expect(
      sql`update review.decisions set reason = 'changed' where id = ${rows[0]!.id}`.execute(ctx.db),
    ).rejects.toThrow(/append-only/);
    await expect(
      sql`delete from review.decisions where id = ${rows[0]!.id}`.execute(ctx.db),
    ).rejects.toThrow(/append-only/);
  });
});

describe('a decision event relayed after its applicant was erased', () => {
  it('is recorded without them: a new id, the pseudonym, no reason and no email', async () => {
    const applicant = await approvedThroughReview(ctx, agent, {
      firstName: 'Luis',
      lastName: 'Tardío',
      language: 'es',
    });
    const pseudonym = 'deleted-0badc0de';
    const erased = await internal('/internal/accounts/erase', {
      userId: applicant.userId,
      email: applicant.email,
      names: ['Luis', 'Tardío'],
      pseudonym,
    });
    expect(erased.statusCode).toBe(200);

    // An event the owner committed before the erasure, still waiting for review's relay.
    const documentId = randomUUID();
    const late = await recordDecisionEvent(ctx.db, {
      id: randomUUID(),
      createdAt: new Date().toISOString(),
      audit: {
        agentId: agent.userId,
        subjectType: 'document',
        subjectId: documentId,
        userId: applicant.userId,
        decision: 'rejected',
        reason: `Luis Tardío, write to ${applicant.email}`,
        documentName: { en: 'Passport', es: 'Pasaporte' },
      },
      email: { template: 'document-rejected', details: { reason: 'Luis, blurry' } },
    });
    expect(late).toEqual({ recorded: true, emailed: false });

    expect(await trailOf(ctx, applicant.userId)).toEqual([]);
    const [row] = await ctx.db
      .selectFrom('review.decisions')
      .selectAll()
      .where('subject_id', '=', documentId)
      .execute();
    expect(row).toMatchObject({ applicant_pseudonym: pseudonym, reason: ERASED_REASON });
    expect(JSON.stringify(row)).not.toMatch(
      new RegExp(`${applicant.userId}|Luis|Tardío|${applicant.email}`, 'i'),
    );
    const outbox = await ctx.db
      .selectFrom('review.email_outbox')
      .select('id')
      .where('decision_id', '=', row!.id)
      .execute();
    expect(outbox).toEqual([]);
  });
});
