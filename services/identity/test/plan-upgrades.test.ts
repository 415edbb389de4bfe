import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internalHeaders } from '@nomada/service-kit';
import { TEST_SESSION_SECRET } from '@nomada/service-kit/testing';
import { createApplicant, createSignedInAgent } from './support/factories';
import { createTestContext, type TestContext } from './support/test-context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Jar = Parameters<TestContext['post']>[2];
const requestUpgrade = (jar?: Jar) => ctx.post('/functions/request-plan-upgrade', undefined, jar);
const upgrade = (userId: string, agentId: string) =>
  ctx.post('/internal/applicants/upgrade-plan', { userId, agentId }, undefined, {
    headers: internalHeaders(TEST_SESSION_SECRET),
  });
const decide = (userId: string, decision: 'approved' | 'rejected') =>
  ctx.post(
    '/internal/registrations/decide',
    { userId, decision, reason: 'Incomplete' },
    undefined,
    {
      headers: internalHeaders(TEST_SESSION_SECRET),
    },
  );

async function basicApplicant() {
  const applicant = await createApplicant(ctx, { userData: { plan: 'basic', first_name: 'Bea' } });
  await decide(applicant.userId, 'approved');
  return applicant;
}

describe('POST /functions/request-plan-upgrade', () => {
  it('records the request (201), tells agents and emails the applicant; a second is 409', async () => {
    const applicant = await basicApplicant();
    const response = await requestUpgrade(applicant.jar);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true });
    await ctx.app.background.settled();
    expect(ctx.messaging.notifications).toContainEqual({
      kind: 'plan_upgrade_request',
      userId: applicant.userId,
      name: 'Bea García',
      email: applicant.email,
      plan: 'premium',
      // Nobody is assigned yet: every agent is told, once.
      agentId: null,
      key: `plan_upgrade_request:${applicant.userId}`,
    });
    expect(
      ctx.messaging.emails.filter((email) => email.to === applicant.email).at(-1),
    ).toMatchObject({
      template: 'plan-upgrade-requested',
      params: { firstName: 'Bea' },
    });
    const profile = (await ctx.post('/functions/auth-session', undefined, applicant.jar)).json()
      .profile;
    expect(profile.plan).toBe('basic');
    expect(Date.parse(profile.plan_upgrade_requested_at)).toBeGreaterThan(Date.now() - 60_000);

    const again = await requestUpgrade(applicant.jar);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'The upgrade to premium has already been requested',
      code: 'already_requested',
    });
  });

  it('answers 409 already_premium for a premium applicant', async () => {
    const applicant = await createApplicant(ctx, { userData: { plan: 'premium' } });
    const response = await requestUpgrade(applicant.jar);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('already_premium');
  });

  it('stands even when messaging is down (agents still list it)', async () => {
    const applicant = await basicApplicant();
    ctx.messaging.failing = true;
    try {
      expect((await requestUpgrade(applicant.jar)).statusCode).toBe(201);
      await ctx.app.background.settled();
    } finally {
      ctx.messaging.failing = false;
    }
    const agent = await createSignedInAgent(ctx);
    const list = await ctx.post('/functions/plan-upgrade-requests', undefined, agent.jar);
    expect(list.json().requests.map((request: { user_id: string }) => request.user_id)).toContain(
      applicant.userId,
    );
  });

  it('is for applicants who are not rejected', async () => {
    expect((await requestUpgrade()).statusCode).toBe(401);
    const agent = await createSignedInAgent(ctx);
    expect((await requestUpgrade(agent.jar)).statusCode).toBe(403);
    const rejected = await createApplicant(ctx, { userData: { plan: 'basic' } });
    await decide(rejected.userId, 'rejected');
    const refused = await requestUpgrade(rejected.jar);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('application_rejected');
  });
});

describe('POST /functions/plan-upgrade-requests', () => {
  it('lists waiting requests oldest first, for agents only', async () => {
    const first = await basicApplicant();
    const second = await basicApplicant();
    await requestUpgrade(second.jar);
    await requestUpgrade(first.jar);
    const agent = await createSignedInAgent(ctx);
    const response = await ctx.post('/functions/plan-upgrade-requests', undefined, agent.jar);
    expect(response.statusCode).toBe(200);
    const { requests, total } = response.json();
    const ids = requests.map((request: { user_id: string }) => request.user_id);
    expect(ids.indexOf(second.userId)).toBeLessThan(ids.indexOf(first.userId));
    expect(total).toBe(requests.length);
    expect(
      requests.find((request: { user_id: string }) => request.user_id === first.userId),
    ).toEqual({
      user_id: first.userId,
      first_name: 'Bea',
      last_name: 'García',
      email: first.email,
      requested_at: expect.any(String),
      assigned_agent_id: null,
    });
    expect(
      (await ctx.post('/functions/plan-upgrade-requests', undefined, first.jar)).statusCode,
    ).toBe(403);
    expect((await ctx.post('/functions/plan-upgrade-requests')).statusCode).toBe(401);
  });
});

describe('POST /internal/applicants/upgrade-plan', () => {
  it('makes a waiting request premium once; then already_premium', async () => {
    const applicant = await basicApplicant();
    const agent = await createSignedInAgent(ctx);
    const notAsked = await upgrade(applicant.userId, agent.userId);
    expect(notAsked.statusCode).toBe(409);
    expect(notAsked.json().code).toBe('upgrade_not_requested');

    await requestUpgrade(applicant.jar);
    const answers = await Promise.all([
      upgrade(applicant.userId, agent.userId),
      upgrade(applicant.userId, agent.userId),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409);
    expect(loser?.json().code).toBe('already_premium');
    const profile = (await ctx.post('/functions/auth-session', undefined, applicant.jar)).json()
      .profile;
    expect(profile).toMatchObject({ plan: 'premium', plan_upgrade_requested_at: null });
    const list = await ctx.post('/functions/plan-upgrade-requests', undefined, agent.jar);
    expect(JSON.stringify(list.json())).not.toContain(applicant.userId);
  });

  it('answers 404 for an unknown id or an agent', async () => {
    const agent = await createSignedInAgent(ctx);
    expect((await upgrade('00000000-0000-4000-8000-000000000000', agent.userId)).statusCode).toBe(
      404,
    );
    expect((await upgrade(agent.userId, agent.userId)).statusCode).toBe(404);
  });
});

describe('POST /internal/cases/finished', () => {
  it('answers the rejected registrations among the ids, with when they were decided', async () => {
    const rejected = await createApplicant(ctx);
    await decide(rejected.userId, 'rejected');
    const approved = await basicApplicant();
    const response = await ctx.post(
      '/internal/cases/finished',
      { userIds: [rejected.userId, approved.userId] },
      undefined,
      { headers: internalHeaders(TEST_SESSION_SECRET) },
    );
    expect(response.json()).toEqual({
      cases: [
        { userId: rejected.userId, finishedAt: expect.any(String), how: 'registration_rejected' },
      ],
    });
    const refused = await ctx.post('/internal/cases/finished', { userIds: [] });
    expect(refused.statusCode).toBe(403);
  });
});
