import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  awaitingReviewAnswerSchema,
  documentAnswerSchema,
  documentsOfUsersAnswerSchema,
} from '@nomada/contracts';
import { pdf, png } from './support/sample-files';
import { createTestContext, itemOf, type Person, type TestContext } from './support/test-context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function upload(applicant: Person, slug = 'passport', plan: 'basic' | 'premium' = 'basic') {
  const item = await itemOf(ctx, plan, slug);
  const response = await ctx.uploadFor(applicant, item, pdf(), `${slug}.pdf`);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().document as { id: string; file_url: string };
}

const decide = (body: Record<string, unknown>) => ctx.internal('/internal/documents/decide', body);
const startReview = (documentId: string, agentId: string) =>
  ctx.internal('/internal/documents/start-review', { documentId, agentId });
const awaiting = async (body: Record<string, unknown>) => {
  const response = await ctx.internal('/internal/documents/awaiting-review', body);
  expect(response.statusCode, response.body).toBe(200);
  return awaitingReviewAnswerSchema.parse(response.json());
};

describe('start-review', () => {
  it('moves an uploaded document to reviewing, once, and says so again when asked twice', async () => {
    const agent = ctx.agent();
    const document = await upload(ctx.applicant());
    const first = await startReview(document.id, agent.id);
    expect(first.statusCode).toBe(200);
    expect(documentAnswerSchema.parse(first.json()).document.status).toBe('reviewing');
    const again = await startReview(document.id, ctx.agent().id);
    expect(again.statusCode).toBe(200);
    expect(again.json().document.status).toBe('reviewing');
  });

  it('is 409 once decided and 404 for an unknown document', async () => {
    const agent = ctx.agent();
    const document = await upload(ctx.applicant());
    expect(
      (await decide({ documentId: document.id, agentId: agent.id, decision: 'approved' }))
        .statusCode,
    ).toBe(200);
    const late = await startReview(document.id, agent.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('document_already_processed');
    const unknown = await startReview('00000000-0000-4000-8000-000000000000', agent.id);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('decide', () => {
  it('applies only to the revision the agent saw: a re-upload since is 409 and changes nothing', async () => {
    const agent = ctx.agent();
    const applicant = ctx.applicant();
    const first = await upload(applicant);
    const seen = documentAnswerSchema.parse((await startReview(first.id, agent.id)).json());
    expect(seen.document.revision).toBe(1);
    // Back to uploaded as if the agent had not opened it, then replaced by the applicant.
    await ctx.db
      .updateTable('documents.user_documents')
      .set({ status: 'uploaded' })
      .where('id', '=', first.id)
      .execute();
    const second = await upload(applicant);
    expect(second.id).toBe(first.id);

    const stale = await decide({
      documentId: first.id,
      agentId: agent.id,
      decision: 'approved',
      revision: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'document_changed' });
    const row = await ctx.db
      .selectFrom('documents.user_documents')
      .selectAll()
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'uploaded', reviewed_by: null, revision: 2 });

    const current = await decide({
      documentId: first.id,
      agentId: agent.id,
      decision: 'approved',
      revision: 2,
    });
    expect(current.statusCode, current.body).toBe(200);
    expect(current.json().document).toMatchObject({ status: 'approved', revision: 2 });
    const late = await decide({
      documentId: first.id,
      agentId: agent.id,
      decision: 'approved',
      revision: 2,
    });
    expect(late.json()).toMatchObject({ code: 'document_already_processed' });
  });

  it('approves with who and when, answering the full record', async () => {
    const agent = ctx.agent();
    const applicant = ctx.applicant();
    const document = await upload(applicant);
    const response = await decide({
      documentId: document.id,
      agentId: agent.id,
      decision: 'approved',
    });
    expect(response.statusCode).toBe(200);
    const { document: record } = documentAnswerSchema.parse(response.json());
    expect(record).toMatchObject({
      id: document.id,
      user_id: applicant.id,
      document_type: 'passport',
      name_en: 'Valid passport',
      name_es: 'Pasaporte válido',
      file_url: document.file_url,
      file_size: pdf().length,
      original_filename: 'passport.pdf',
      mime_type: 'application/pdf',
      status: 'approved',
      rejection_reason: null,
      reviewed_by: agent.id,
    });
    expect(Date.now() - Date.parse(record.reviewed_at ?? '')).toBeLessThan(60_000);
  });

  it('rejects only with a reason, and records it', async () => {
    const agent = ctx.agent();
    const document = await upload(ctx.applicant());
    for (const reason of [undefined, '', '   ']) {
      const response = await decide({
        documentId: document.id,
        agentId: agent.id,
        decision: 'rejected',
        reason,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'rejection_reason_required' });
    }
    const rejected = await decide({
      documentId: document.id,
      agentId: agent.id,
      decision: 'rejected',
      reason: '  The scan is blurry  ',
    });
    expect(rejected.json().document).toMatchObject({
      status: 'rejected',
      rejection_reason: 'The scan is blurry',
      reviewed_by: agent.id,
    });
  });

  it('lets exactly one of two agents deciding at once win; the other gets 409', async () => {
    for (let round = 0; round < 5; round++) {
      const document = await upload(ctx.applicant());
      const answers = await Promise.all([
        decide({ documentId: document.id, agentId: ctx.agent().id, decision: 'approved' }),
        decide({
          documentId: document.id,
          agentId: ctx.agent().id,
          decision: 'rejected',
          reason: 'Expired',
        }),
      ]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([200, 409]);
      const winner = answers.find((answer) => answer.statusCode === 200)!.json().document;
      const loser = answers.find((answer) => answer.statusCode === 409)!.json();
      expect(loser.code).toBe('document_already_processed');
      const row = await ctx.db
        .selectFrom('documents.user_documents')
        .selectAll()
        .where('id', '=', document.id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe(winner.status);
      expect(row.reviewed_by).toBe(winner.reviewed_by);
    }
  });

  it('refuses a second decision and an unknown document', async () => {
    const agent = ctx.agent();
    const document = await upload(ctx.applicant());
    await decide({ documentId: document.id, agentId: agent.id, decision: 'approved' });
    const again = await decide({
      documentId: document.id,
      agentId: agent.id,
      decision: 'rejected',
      reason: 'No',
    });
    expect(again.statusCode).toBe(409);
    const unknown = await decide({
      documentId: '00000000-0000-4000-8000-000000000000',
      agentId: agent.id,
      decision: 'approved',
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await decide({ documentId: 'x', agentId: agent.id, decision: 'maybe' });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('awaiting-review and of-users', () => {
  it('pages the documents awaiting a decision oldest first, filters by users, and counts the cards', async () => {
    // This file's database: only these documents count.
    await ctx.db.deleteFrom('documents.user_documents').execute();
    const agent = ctx.agent();
    const ana = ctx.applicant({ plan: 'premium' });
    const ben = ctx.applicant();
    const uploads = [];
    for (const [person, slug, plan] of [
      [ana, 'passport', 'premium'],
      [ben, 'passport', 'basic'],
      [ana, 'bank-statements', 'premium'],
      [ben, 'health-insurance', 'basic'],
      [ana, 'social-security', 'premium'],
    ] as const) {
      uploads.push(await upload(person, slug, plan));
      // Distinct upload times, so the order is the upload order.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await startReview(uploads[1]!.id, agent.id);
    await decide({ documentId: uploads[3]!.id, agentId: agent.id, decision: 'approved' });

    const firstPage = await awaiting({ page: 1, pageSize: 2 });
    expect(firstPage.total).toBe(4);
    expect(firstPage.counts).toEqual({ uploaded: 3, reviewing: 1 });
    expect(firstPage.documents.map((d) => d.id)).toEqual([uploads[0]!.id, uploads[1]!.id]);
    const secondPage = await awaiting({ page: 2, pageSize: 2 });
    expect(secondPage.documents.map((d) => d.id)).toEqual([uploads[2]!.id, uploads[4]!.id]);
    expect((await awaiting({ page: 3, pageSize: 2 })).documents).toEqual([]);

    const anasOnly = await awaiting({ userIds: [ana.id] });
    expect(anasOnly.documents.map((d) => d.id)).toEqual([
      uploads[0]!.id,
      uploads[2]!.id,
      uploads[4]!.id,
    ]);
    expect(anasOnly.total).toBe(3);
    expect(anasOnly.counts).toEqual({ uploaded: 3, reviewing: 1 });
    expect((await awaiting({ userIds: [] })).documents).toEqual([]);

    const ofUsers = await ctx.internal('/internal/documents/of-users', {
      userIds: [ben.id, ben.id],
    });
    const { documents } = documentsOfUsersAnswerSchema.parse(ofUsers.json());
    expect(documents).toEqual([
      {
        id: uploads[1]!.id,
        user_id: ben.id,
        name_en: 'Valid passport',
        name_es: 'Pasaporte válido',
      },
      {
        id: uploads[3]!.id,
        user_id: ben.id,
        name_en: 'Health insurance certificate',
        name_es: 'Certificado de seguro médico',
      },
    ]);
  });

  it('refuses page sizes and id lists beyond the contract', async () => {
    for (const body of [{ pageSize: 101 }, { page: 0 }, { userIds: ['nope'] }]) {
      expect((await ctx.internal('/internal/documents/awaiting-review', body)).statusCode).toBe(
        400,
      );
    }
    const ids = (count: number) =>
      Array.from(
        { length: count },
        (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      );
    for (const url of ['/internal/documents/of-users', '/internal/documents/awaiting-review']) {
      expect((await ctx.internal(url, { userIds: ids(1000) })).statusCode, url).toBe(200);
    }
    const tooMany = ids(1001);
    expect(
      (await ctx.internal('/internal/documents/of-users', { userIds: tooMany })).statusCode,
    ).toBe(400);
  });

  it('reports a re-uploaded rejected document as awaiting again', async () => {
    const agent = ctx.agent();
    const applicant = ctx.applicant();
    const document = await upload(applicant);
    await decide({
      documentId: document.id,
      agentId: agent.id,
      decision: 'rejected',
      reason: 'Blurry',
    });
    const passport = await itemOf(ctx, 'basic', 'passport');
    expect((await ctx.uploadFor(applicant, passport, png(), 'p.png')).statusCode).toBe(201);
    const { documents } = await awaiting({ userIds: [applicant.id] });
    expect(documents).toHaveLength(1);
    expect(documents[0]).toMatchObject({
      status: 'uploaded',
      reviewed_by: null,
      rejection_reason: null,
      mime_type: 'image/png',
    });
  });
});
