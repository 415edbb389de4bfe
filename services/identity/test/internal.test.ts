import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
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
const decide = (body: unknown) => internal('/internal/registrations/decide', body);

describe('internal endpoints', () => {
  it.each(['/internal/registrations/decide', '/internal/users/lookup'])(
    '%s refuses callers without the internal proof, even signed-in agents',
    async (url) => {
      const agent = await createSignedInAgent(ctx);
      expect((await ctx.post(url, {})).statusCode).toBe(403);
      expect((await ctx.post(url, {}, agent.jar)).statusCode).toBe(403);
      const forged = await ctx.post(url, {}, undefined, {
        headers: { 'x-nomada-internal': 'guess' },
      });
      expect(forged.statusCode).toBe(403);
    },
  );

  it('approves a pending applicant once; the applicant sees it in their session', async () => {
    const applicant = await createApplicant(ctx);
    const agent = await createSignedInAgent(ctx);
    const response = await decide({
      userId: applicant.userId,
      decision: 'approved',
      decidedBy: agent.userId,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      profile: { id: applicant.userId, status: 'approved', accepted: true, email: applicant.email },
      language: 'en',
    });
    const session = await ctx.post('/functions/auth-session', undefined, applicant.jar);
    expect(session.json()).toMatchObject({
      role: 'applicant',
      profile: { status: 'approved', accepted: true },
    });

    const again = await decide({
      userId: applicant.userId,
      decision: 'rejected',
      reason: 'Changed my mind',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'This has already been decided',
      code: 'already_decided',
    });
  });

  it('rejects with a reason and requires one', async () => {
    const applicant = await createApplicant(ctx);
    const noReason = await decide({
      userId: applicant.userId,
      decision: 'rejected',
      reason: '   ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error).toBe('Rejection reason is required');

    const response = await decide({
      userId: applicant.userId,
      decision: 'rejected',
      reason: 'Passport expired',
    });
    expect(response.json().profile).toMatchObject({
      status: 'rejected',
      accepted: false,
      rejection_reason: 'Passport expired',
    });
  });

  it('answers 404 for unknown users and for agents, 400 for malformed input', async () => {
    const agent = await createSignedInAgent(ctx);
    expect((await decide({ userId: randomUUID(), decision: 'approved' })).statusCode).toBe(404);
    expect((await decide({ userId: agent.userId, decision: 'approved' })).statusCode).toBe(404);
    expect((await decide({ userId: 'not-a-uuid', decision: 'approved' })).statusCode).toBe(400);
    expect((await decide({ userId: randomUUID(), decision: 'maybe' })).statusCode).toBe(400);
    expect((await decide(undefined)).statusCode).toBe(400);
  });

  it('looks users up by id', async () => {
    const applicant = await createApplicant(ctx);
    const agent = await createSignedInAgent(ctx);
    const response = await internal('/internal/users/lookup', {
      userIds: [applicant.userId, agent.userId, applicant.userId, randomUUID()],
    });
    expect(response.statusCode).toBe(200);
    const users = response.json().users as { id: string; role: string }[];
    expect(users).toHaveLength(2);
    expect(users.find((user) => user.id === applicant.userId)).toMatchObject({
      role: 'applicant',
      email: applicant.email,
      first_name: 'Ana',
      plan: 'premium',
      status: 'pending',
      language: 'en',
    });
    expect(users.find((user) => user.id === agent.userId)).toMatchObject({ role: 'agent' });
    expect((await internal('/internal/users/lookup', { userIds: ['x'] })).statusCode).toBe(400);
    expect((await internal('/internal/users/lookup', { userIds: [] })).json()).toEqual({
      users: [],
    });
  });
});

describe('GET /healthz', () => {
  it('answers 200 when the database answers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });
});
