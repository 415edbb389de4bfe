import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, createAgent, type Person } from './support/factories';
import { approvedApplicant } from './support/applicants';
import { trailOf } from './support/lookups';
import { createTestContext, type TestContext } from './support/test-context';
import { eventually } from '@nomada/service-kit/testing';

let ctx: TestContext;
let agent: Person & { name: string };

beforeAll(async () => {
  ctx = await createTestContext();
  agent = await createAgent(ctx);
});
afterAll(() => ctx.close());

const documentEmail = (address: string, template: string) =>
  eventually(
    async () => (await ctx.emailsTo(address)).find((email) => email.template === template),
    { what: `the ${template} email` },
  );

describe('startReview', () => {
  it('moves an uploaded document to reviewing, leaves one under review as it is, and is not a decision', async () => {
    const applicant = await approvedApplicant(ctx, agent);
    const document = await ctx.documents.add(applicant.userId);

    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await act(ctx, agent, 'startReview', { documentId: document.id });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
      expect(await ctx.documents.get(document.id)).toMatchObject({ status: 'reviewing' });
    }
    expect(await trailOf(ctx, applicant.userId)).toEqual([]);
  });

  it('answers 409 document_already_processed once the document is decided, 404 for an unknown one', async () => {
    const applicant = await approvedApplicant(ctx, agent);
    const decided = await ctx.documents.add(applicant.userId, { status: 'approved' });
    const processed = await act(ctx, agent, 'startReview', { documentId: decided.id });
    expect(processed.statusCode).toBe(409);
    expect(processed.json()).toMatchObject({ code: 'document_already_processed' });
    expect(await ctx.documents.get(decided.id)).toMatchObject({ status: 'approved' });

    const unknown = await act(ctx, agent, 'startReview', { documentId: crypto.randomUUID() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'not_found' });
  });
});

describe('approveDocument', () => {
  it('approves it in documents, records it with the document name, and emails the applicant in their language', async () => {
    const applicant = await approvedApplicant(ctx, agent, { firstName: 'Marta', language: 'es' });
    const document = await ctx.documents.add(applicant.userId, { status: 'reviewing' });

    const response = await act(ctx, agent, 'approveDocument', { documentId: document.id });

    expect(response.statusCode).toBe(200);
    expect(await ctx.documents.get(document.id)).toMatchObject({
      status: 'approved',
      reviewed_by: agent.userId,
      rejection_reason: null,
    });
    expect(await trailOf(ctx, applicant.userId)).toEqual([
      expect.objectContaining({
        agent_id: agent.userId,
        subject_type: 'document',
        subject_id: document.id,
        decision: 'approved',
        reason: null,
        document_name_en: 'Valid passport',
        document_name_es: 'Pasaporte válido',
      }),
    ]);
    expect(await documentEmail(applicant.email, 'document-approved')).toEqual({
      template: 'document-approved',
      recipient: applicant.email,
      language: 'es',
      params: { documentName: 'Pasaporte válido', firstName: 'Marta' },
    });
  });

  it('approves a document straight from uploaded (opening it first is not required)', async () => {
    const applicant = await approvedApplicant(ctx, agent);
    const document = await ctx.documents.add(applicant.userId);
    expect((await act(ctx, agent, 'approveDocument', { documentId: document.id })).statusCode).toBe(
      200,
    );
    expect(await ctx.documents.get(document.id)).toMatchObject({ status: 'approved' });
  });
});

describe('rejectDocument', () => {
  it('rejects it with the reason, records it, and emails the reason', async () => {
    const applicant = await approvedApplicant(ctx, agent, { firstName: 'Sam', language: 'en' });
    const document = await ctx.documents.add(applicant.userId, {
      document_type: 'bank-statements',
      name_en: 'Bank statements',
      name_es: 'Extractos bancarios',
    });
    const reason = 'The statements must cover the last 3 months.';

    const response = await act(ctx, agent, 'rejectDocument', { documentId: document.id, reason });

    expect(response.statusCode).toBe(200);
    expect(await ctx.documents.get(document.id)).toMatchObject({
      status: 'rejected',
      rejection_reason: reason,
    });
    expect(await trailOf(ctx, applicant.userId)).toEqual([
      expect.objectContaining({ decision: 'rejected', reason, subject_id: document.id }),
    ]);
    expect(await documentEmail(applicant.email, 'document-rejected')).toMatchObject({
      language: 'en',
      params: { documentName: 'Bank statements', reason, firstName: 'Sam' },
    });
  });

  it('refuses a rejection without a reason (400 rejection_reason_required) and changes nothing', async () => {
    const applicant = await approvedApplicant(ctx, agent);
    const document = await ctx.documents.add(applicant.userId);
    for (const payload of [
      { documentId: document.id },
      { documentId: document.id, reason: '  ' },
    ]) {
      const response = await act(ctx, agent, 'rejectDocument', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'rejection_reason_required' });
    }
    expect(await ctx.documents.get(document.id)).toMatchObject({ status: 'uploaded' });
    expect(await trailOf(ctx, applicant.userId)).toEqual([]);
  });
});

describe('deciding twice, unknown documents, documents unavailable', () => {
  it('answers a second decision with 409 document_already_processed and keeps the first', async () => {
    const applicant = await approvedApplicant(ctx, agent);
    const document = await ctx.documents.add(applicant.userId);
    await act(ctx, agent, 'rejectDocument', { documentId: document.id, reason: 'Blurry' });
    for (const [action, payload] of [
      ['approveDocument', { documentId: document.id }],
      ['rejectDocument', { documentId: document.id, reason: 'Still blurry' }],
    ] as const) {
      const response = await act(ctx, agent, action, payload);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'document_already_processed' });
    }
    expect(await ctx.documents.get(document.id)).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Blurry',
    });
    expect(await trailOf(ctx, applicant.userId)).toHaveLength(1);
  });

  it('answers 404 for a document nobody has', async () => {
    for (const [action, payload] of [
      ['approveDocument', {}],
      ['rejectDocument', { reason: 'No' }],
    ] as const) {
      const response = await act(ctx, agent, action, {
        documentId: crypto.randomUUID(),
        ...payload,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
  });

  it('answers 503 while documents is down, and records nothing', async () => {
    const applicant = await approvedApplicant(ctx, agent);
    const document = await ctx.documents.add(applicant.userId);
    ctx.documents.failing = true;
    try {
      const response = await act(ctx, agent, 'approveDocument', { documentId: document.id });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'unavailable' });
    } finally {
      ctx.documents.failing = false;
    }
    expect(await ctx.documents.get(document.id)).toMatchObject({ status: 'uploaded' });
    expect(await trailOf(ctx, applicant.userId)).toEqual([]);
  });
});
