import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, createAgent, signUpApplicant, type Person } from './support/factories';
import { createTestContext, type TestContext } from './support/test-context';
import { profileOf, trailOf } from './support/lookups';
import { eventually } from '@nomada/service-kit/testing';

let ctx: TestContext;
let agent: Person & { name: string };

beforeAll(async () => {
  ctx = await createTestContext();
  agent = await createAgent(ctx);
});
afterAll(() => ctx.close());

describe('approveRegistration', () => {
  it('approves the profile in identity, records who and when, and emails the applicant in their language', async () => {
    const applicant = await signUpApplicant(ctx, { firstName: 'Lucía', language: 'es' });
    const before = Date.now();

    const response = await act(ctx, agent, 'approveRegistration', { userId: applicant.userId });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await profileOf(ctx, applicant)).toMatchObject({
      status: 'approved',
      accepted: true,
      rejection_reason: null,
    });
    const trail = await trailOf(ctx, applicant.userId);
    expect(trail).toEqual([
      expect.objectContaining({
        agent_id: agent.userId,
        subject_type: 'registration',
        subject_id: applicant.userId,
        decision: 'approved',
        reason: null,
      }),
    ]);
    expect(trail[0]!.created_at.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    const emails = await eventually(
      async () => {
        const stored = await ctx.emailsTo(applicant.email);
        return stored.some((email) => email.template === 'registration-approved') && stored;
      },
      { what: 'the approval email' },
    );
    expect(emails.find((email) => email.template === 'registration-approved')).toEqual({
      template: 'registration-approved',
      recipient: applicant.email,
      language: 'es',
      params: { firstName: 'Lucía' },
    });
  });
});

describe('rejectRegistration', () => {
  it('stores the reason where the applicant reads it, records it, and emails it', async () => {
    const applicant = await signUpApplicant(ctx, { firstName: 'Tom', language: 'en' });
    const reason = 'We could not verify your remote employment.';

    const response = await act(ctx, agent, 'rejectRegistration', {
      userId: applicant.userId,
      reason: `  ${reason}  `,
    });

    expect(response.statusCode).toBe(200);
    expect(await profileOf(ctx, applicant)).toMatchObject({
      status: 'rejected',
      accepted: false,
      rejection_reason: reason,
    });
    expect(await trailOf(ctx, applicant.userId)).toEqual([
      expect.objectContaining({ decision: 'rejected', reason, agent_id: agent.userId }),
    ]);
    const email = await eventually(
      async () =>
        (await ctx.emailsTo(applicant.email)).find(
          (stored) => stored.template === 'registration-rejected',
        ),
      { what: 'the rejection email' },
    );
    expect(email).toMatchObject({ language: 'en', params: { reason, firstName: 'Tom' } });
  });

  it.each([
    ['no reason', {}],
    ['a blank reason', { reason: ' \n\t ' }],
    ['a reason that is not text', { reason: 42 }],
  ])('refuses %s with 400 rejection_reason_required and changes nothing', async (_label, extra) => {
    const applicant = await signUpApplicant(ctx);
    const response = await act(ctx, agent, 'rejectRegistration', {
      userId: applicant.userId,
      ...extra,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Rejection reason is required',
      code: 'rejection_reason_required',
      fields: { 'payload.reason': 'Rejection reason is required' },
    });
    expect(await profileOf(ctx, applicant)).toMatchObject({ status: 'pending' });
    expect(await trailOf(ctx, applicant.userId)).toEqual([]);
  });
});

describe('deciding twice, or someone unknown', () => {
  it('answers a second decision with 409 already_decided and keeps the first', async () => {
    const applicant = await signUpApplicant(ctx);
    expect(
      (await act(ctx, agent, 'approveRegistration', { userId: applicant.userId })).statusCode,
    ).toBe(200);
    const again = await act(ctx, agent, 'rejectRegistration', {
      userId: applicant.userId,
      reason: 'Changed my mind',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_decided' });
    expect(await profileOf(ctx, applicant)).toMatchObject({ status: 'approved' });
    expect(await trailOf(ctx, applicant.userId)).toHaveLength(1);
  });

  it('answers 404 for an id nobody has, and for an agent (agents have no registration)', async () => {
    for (const userId of [crypto.randomUUID(), agent.userId]) {
      for (const action of ['approveRegistration', 'rejectRegistration']) {
        const response = await act(ctx, agent, action, { userId, reason: 'No' });
        expect(response.statusCode, `${action} ${userId}`).toBe(404);
        expect(response.json()).toMatchObject({ code: 'not_found' });
      }
      expect(await trailOf(ctx, userId)).toEqual([]);
    }
  });
});
