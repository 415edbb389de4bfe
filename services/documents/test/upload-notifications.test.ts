import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdf } from './support/sample-files';
import { createTestContext, itemOf, type TestContext } from './support/test-context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const toldAbout = (userId: string) =>
  ctx.notifications.filter((notification) => notification.userId === userId);

describe('agents are told of uploads (decision 060)', () => {
  it('tells the assigned agent of each upload, and a re-upload again, under its own key', async () => {
    const agent = ctx.agent();
    const applicant = ctx.applicant({ assignedAgentId: agent.id });
    const passport = await itemOf(ctx, 'basic', 'passport');
    expect((await ctx.uploadFor(applicant, passport, pdf())).statusCode).toBe(201);
    ctx.clock.advance(1000);
    expect((await ctx.uploadFor(applicant, passport, pdf())).statusCode).toBe(201);

    const told = toldAbout(applicant.id);
    expect(told).toHaveLength(2);
    expect(told[0]).toEqual({
      kind: 'upload',
      userId: applicant.id,
      name: applicant.full_name,
      email: applicant.email,
      documentName: 'Valid passport',
      documentNameEs: 'Pasaporte válido',
      agentId: agent.id,
      key: expect.stringMatching(/^upload:[0-9a-f-]{36}:\d+$/),
    });
    expect(told[1]?.key).not.toBe(told[0]?.key);
  });

  it('tells every agent while nobody is assigned', async () => {
    const applicant = ctx.applicant();
    const passport = await itemOf(ctx, 'basic', 'passport');
    expect((await ctx.uploadFor(applicant, passport, pdf())).statusCode).toBe(201);
    expect(toldAbout(applicant.id)).toEqual([expect.objectContaining({ agentId: null })]);
  });

  it('keeps the upload when messaging is away', async () => {
    const applicant = ctx.applicant();
    const passport = await itemOf(ctx, 'basic', 'passport');
    ctx.notifierFailing.value = true;
    try {
      expect((await ctx.uploadFor(applicant, passport, pdf())).statusCode).toBe(201);
    } finally {
      ctx.notifierFailing.value = false;
    }
    expect(toldAbout(applicant.id)).toEqual([]);
  });
});
