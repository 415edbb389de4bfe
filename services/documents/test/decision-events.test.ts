import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { pdf } from './support/sample-files';
import { createTestContext, itemOf, type Person, type TestContext } from './support/test-context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function upload(applicant: Person) {
  const item = await itemOf(ctx, 'basic', 'passport');
  const response = await ctx.uploadFor(applicant, item, pdf(), 'passport.pdf');
  expect(response.statusCode, response.body).toBe(201);
  return response.json().document as { id: string; user_id: string };
}

type EventRow = { audit: Record<string, unknown>; email: Record<string, unknown> | null };

const eventsAbout = async (documentId: string) =>
  (
    await sql<EventRow>`
      select audit, email from documents.decision_events
      where audit->>'subjectId' = ${documentId} order by created_at
    `.execute(ctx.db)
  ).rows;

const statusOf = async (documentId: string) =>
  (
    await ctx.db
      .selectFrom('documents.user_documents')
      .select('status')
      .where('id', '=', documentId)
      .executeTakeFirstOrThrow()
  ).status;

describe('decision events in documents (decision 064)', () => {
  it("writes a rejection's audit entry and email, with the item's names, with the decision", async () => {
    const agent = ctx.agent();
    const document = await upload(ctx.applicant());
    const response = await ctx.internal('/internal/documents/decide', {
      documentId: document.id,
      agentId: agent.id,
      decision: 'rejected',
      reason: 'Blurred',
    });
    expect(response.statusCode, response.body).toBe(200);
    const [event, ...more] = await eventsAbout(document.id);
    expect(more).toEqual([]);
    expect(event?.audit).toMatchObject({
      agentId: agent.id,
      subjectType: 'document',
      userId: document.user_id,
      decision: 'rejected',
      reason: 'Blurred',
      documentName: { en: expect.any(String), es: expect.any(String) },
    });
    expect(event?.email).toMatchObject({
      template: 'document-rejected',
      details: { reason: 'Blurred' },
    });
  });

  it('writes no event for a decision that lost (409)', async () => {
    const document = await upload(ctx.applicant());
    const decide = () =>
      ctx.internal('/internal/documents/decide', {
        documentId: document.id,
        agentId: ctx.agent().id,
        decision: 'approved',
      });
    expect((await decide()).statusCode).toBe(200);
    expect((await decide()).statusCode).toBe(409);
    expect(await eventsAbout(document.id)).toHaveLength(1);
  });

  it('commits neither the decision nor its event when the event cannot be written', async () => {
    const document = await upload(ctx.applicant());
    await sql`
      alter table documents.decision_events add constraint refuses_all check (false) not valid
    `.execute(ctx.db);
    try {
      const response = await ctx.internal('/internal/documents/decide', {
        documentId: document.id,
        agentId: ctx.agent().id,
        decision: 'approved',
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await sql`alter table documents.decision_events drop constraint refuses_all`.execute(ctx.db);
    }
    expect(await statusOf(document.id)).toBe('uploaded');
    expect(await eventsAbout(document.id)).toEqual([]);
  });
});
