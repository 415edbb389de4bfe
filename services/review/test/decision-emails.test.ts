import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, createAgent, signUpApplicant, type Person } from './support/factories';
import { approvedApplicant } from './support/applicants';
import { outboxOf, profileOf, trailOf } from './support/lookups';
import { createTestContext, type TestContext } from './support/test-context';
import { eventually } from '@nomada/service-kit/testing';

let ctx: TestContext;
let agent: Person & { name: string };

beforeAll(async () => {
  ctx = await createTestContext();
  agent = await createAgent(ctx);
});
afterAll(() => ctx.close());

describe('decision emails', () => {
  it('go to messaging in the language each applicant signed up in', async () => {
    const spanish = await signUpApplicant(ctx, { firstName: 'Inés', language: 'es' });
    const english = await signUpApplicant(ctx, { firstName: 'Ian', language: 'en' });
    await act(ctx, agent, 'rejectRegistration', {
      userId: spanish.userId,
      reason: 'Falta el pasaporte',
    });
    await act(ctx, agent, 'approveRegistration', { userId: english.userId });

    const [toSpanish, toEnglish] = await Promise.all(
      [spanish, english].map((applicant) =>
        eventually(async () =>
          (await ctx.emailsTo(applicant.email)).find((email) =>
            ['registration-approved', 'registration-rejected'].includes(email.template),
          ),
        ),
      ),
    );
    expect(toSpanish).toMatchObject({
      template: 'registration-rejected',
      language: 'es',
      params: { reason: 'Falta el pasaporte', firstName: 'Inés' },
    });
    expect(toEnglish).toMatchObject({ template: 'registration-approved', language: 'en' });
    await eventually(async () => (await outboxOf(ctx)).length === 0, { what: 'an empty outbox' });
  });

  it('never undo a decision while messaging is down: the failure is logged and the email goes out once messaging is back', async () => {
    const applicant = await signUpApplicant(ctx, { firstName: 'Rosa', language: 'es' });
    const owner = await approvedApplicant(ctx, agent, { language: 'en' });
    const document = await ctx.documents.add(owner.userId);
    await ctx.stopMessaging();
    try {
      const approval = await act(ctx, agent, 'approveRegistration', { userId: applicant.userId });
      expect(approval.statusCode).toBe(200);
      const rejection = await act(ctx, agent, 'rejectDocument', {
        documentId: document.id,
        reason: 'Expired',
      });
      expect(rejection.statusCode).toBe(200);

      expect(await profileOf(ctx, applicant)).toMatchObject({ status: 'approved' });
      expect(await ctx.documents.get(document.id)).toMatchObject({ status: 'rejected' });
      expect(await trailOf(ctx, applicant.userId)).toHaveLength(1);
      const waiting = await eventually(
        async () => {
          const rows = await outboxOf(ctx);
          return rows.length === 2 && rows.every((row) => row.last_error !== null) && rows;
        },
        { what: 'failed attempts recorded in the outbox' },
      );
      expect(waiting.map((row) => row.template).sort()).toEqual([
        'document-rejected',
        'registration-approved',
      ]);
      const warning = await eventually(() =>
        ctx.logs.find((line) => line.msg.startsWith('decision email not handed to messaging')),
      );
      expect(warning).toMatchObject({ level: 40, template: expect.any(String) });
    } finally {
      await ctx.startMessaging();
    }

    const approvalEmail = await eventually(
      async () =>
        (await ctx.emailsTo(applicant.email)).find(
          (email) => email.template === 'registration-approved',
        ),
      { what: 'the approval email after messaging came back' },
    );
    expect(approvalEmail).toMatchObject({ language: 'es', params: { firstName: 'Rosa' } });
    const documentEmail = await eventually(async () =>
      (await ctx.emailsTo(owner.email)).find((email) => email.template === 'document-rejected'),
    );
    expect(documentEmail).toMatchObject({
      params: { documentName: 'Valid passport', reason: 'Expired' },
    });
    await eventually(async () => (await outboxOf(ctx)).length === 0, { what: 'an empty outbox' });
    // Each email went out once.
    expect(
      (await ctx.emailsTo(applicant.email)).filter(
        (email) => email.template === 'registration-approved',
      ),
    ).toHaveLength(1);
  });

  it('tell the applicant who took their case, but not about opening a document or letting go', async () => {
    const applicant = await approvedApplicant(ctx, agent, { plan: 'premium', firstName: 'Pilar' });
    const document = await ctx.documents.add(applicant.userId);
    await act(ctx, agent, 'assignUser', { userId: applicant.userId });
    await act(ctx, agent, 'startReview', { documentId: document.id });
    await act(ctx, agent, 'unassignUser', { userId: applicant.userId });
    await ctx.review.emails.drain();
    await eventually(async () => (await outboxOf(ctx)).length === 0, { what: 'an empty outbox' });
    const emails = await eventually(async () => {
      const stored = await ctx.emailsTo(applicant.email);
      return stored.length === 2 && stored;
    });
    expect(emails.map((email) => email.template)).toEqual([
      'registration-received',
      'applicant-assigned',
    ]);
    expect(emails[1]).toMatchObject({
      language: 'en',
      params: { agentName: agent.name, plan: 'premium', firstName: 'Pilar' },
    });
  });
});
