import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { internalHeaders } from '@nomada/service-kit';
import { TEST_SESSION_SECRET } from '@nomada/service-kit/testing';
import { createDecisionOwnerClient } from '../src/clients/decision-owner-client';
import { recordDecisionEvent } from '../src/db/repositories/decision-events';
import { approvedApplicant } from './support/applicants';
import { act, createAgent, type Person } from './support/factories';
import { trailOf } from './support/lookups';
import { createTestContext, type TestContext } from './support/test-context';

let ctx: TestContext;
let agent: Person & { name: string };
let applicant: Person & { email: string };

// The loop runs once at start and then not for ten minutes: whatever is recorded here was recorded
// by the request or by the test's own relay calls.
beforeAll(async () => {
  ctx = await createTestContext({ DECISION_RELAY_INTERVAL_MS: '600000' });
  agent = await createAgent(ctx);
  applicant = (await approvedApplicant(ctx, agent)) as Person & { email: string };
  await ctx.review.decisions.relayNow();
});
afterAll(() => ctx.close());

const owner = () =>
  createDecisionOwnerClient({
    name: 'documents',
    baseUrl: ctx.documents.url,
    sessionSecret: TEST_SESSION_SECRET,
  });

/** Decides in documents (the stand-in) without review: the event waits in its outbox. */
async function decideInDocuments(documentId: string) {
  const response = await fetch(`${ctx.documents.url}/internal/documents/decide`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...internalHeaders(TEST_SESSION_SECRET) },
    body: JSON.stringify({ documentId, agentId: agent.userId, decision: 'approved' }),
  });
  expect(response.status).toBe(200);
}

const entriesAbout = async (documentId: string) =>
  (await trailOf(ctx, applicant.userId)).filter((entry) => entry.subject_id === documentId);

async function emailsAbout(documentName: string) {
  await ctx.review.emails.drain();
  return (await ctx.emailsTo(applicant.email)).filter(
    (email) => email.template === 'document-approved' && email.params.documentName === documentName,
  );
}

describe('decision events (decision 064)', () => {
  it('shows the agent the entry as soon as the decision is answered', async () => {
    const document = await ctx.documents.add(applicant.userId, { name_en: 'Seen at once' });
    const response = await act(ctx, agent, 'approveDocument', { documentId: document.id });
    expect(response.statusCode).toBe(200);
    const entries = await entriesAbout(document.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      agent_id: agent.userId,
      subject_type: 'document',
      decision: 'approved',
      document_name_en: 'Seen at once',
    });
    expect(entries[0]?.event_id).toEqual(expect.any(String));
    expect(await owner().pending(100)).toEqual([]);
    expect(await emailsAbout('Seen at once')).toHaveLength(1);
  });

  it('records an event relayed twice once, with one email', async () => {
    const document = await ctx.documents.add(applicant.userId, { name_en: 'Relayed twice' });
    await decideInDocuments(document.id);
    const [event] = await owner().pending(100);
    expect(event?.audit).toMatchObject({ subjectId: document.id, decision: 'approved' });
    expect(await recordDecisionEvent(ctx.db, event!)).toEqual({ recorded: true, emailed: true });
    expect(await recordDecisionEvent(ctx.db, event!)).toEqual({ recorded: false, emailed: false });
    await ctx.review.decisions.relayNow();
    await ctx.review.decisions.relayNow();
    expect(await entriesAbout(document.id)).toHaveLength(1);
    expect(await emailsAbout('Relayed twice')).toHaveLength(1);
  });

  it('finishes an event recorded but not acknowledged (a crash in between) without a second entry', async () => {
    const document = await ctx.documents.add(applicant.userId, { name_en: 'Crash before ack' });
    await decideInDocuments(document.id);
    const [event] = await owner().pending(100);
    // The relay recorded it and died before acknowledging: the owner still offers it.
    await recordDecisionEvent(ctx.db, event!);
    expect((await owner().pending(100)).map((pending) => pending.id)).toEqual([event!.id]);

    await ctx.review.decisions.relayNow();
    expect(await owner().pending(100)).toEqual([]);
    const entries = await entriesAbout(document.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.event_id).toBe(event!.id);
    // The entry is dated when the decision was made, not when it was relayed.
    expect(entries[0]?.created_at.toISOString()).toBe(new Date(event!.createdAt).toISOString());
    expect(await emailsAbout('Crash before ack')).toHaveLength(1);
  });

  it('leaves an event unacknowledged while review cannot record it, and records it once later', async () => {
    const document = await ctx.documents.add(applicant.userId, { name_en: 'Review db refuses' });
    await decideInDocuments(document.id);
    // Review's database refuses every new entry, as if it were down for this write.
    await sql`
      alter table review.decisions add constraint refuses_all check (false) not valid
    `.execute(ctx.db);
    try {
      await ctx.review.decisions.relayNow();
      expect(await entriesAbout(document.id)).toEqual([]);
      expect((await owner().pending(100)).map((pending) => pending.audit.subjectId)).toEqual([
        document.id,
      ]);
    } finally {
      await sql`alter table review.decisions drop constraint refuses_all`.execute(ctx.db);
    }
    await ctx.review.decisions.relayNow();
    expect(await entriesAbout(document.id)).toHaveLength(1);
    expect(await owner().pending(100)).toEqual([]);
  });

  it('refuses callers of the owner routes without the internal header', async () => {
    for (const path of ['/internal/decision-events/pending', '/internal/decision-events/ack']) {
      const response = await fetch(`${ctx.documents.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ eventIds: [crypto.randomUUID()] }),
      });
      expect(response.status).toBe(403);
    }
  });
});
