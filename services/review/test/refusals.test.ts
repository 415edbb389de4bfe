import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, createAgent, dashboard, signUpApplicant, type Person } from './support/factories';
import { approvedApplicant } from './support/applicants';
import { profileOf, trailOf, userSummaryOf } from './support/lookups';
import { createTestContext, type TestContext } from './support/test-context';

let ctx: TestContext;
let agent: Person & { name: string };
let applicant: Person;

/** An agent who signed out: their cookies must authorize nothing any more. */
let signedOut: Person;

beforeAll(async () => {
  ctx = await createTestContext();
  [agent, signedOut] = await Promise.all([
    createAgent(ctx),
    createAgent(ctx, { firstName: 'Olga', lastName: 'Fuera' }),
  ]);
  applicant = await approvedApplicant(ctx, agent);
  const logout = await fetch(`${ctx.identity.url}/functions/auth-logout`, {
    method: 'POST',
    headers: { cookie: signedOut.cookie },
  });
  if (logout.status !== 200) throw new Error(`logout failed: ${await logout.text()}`);
});
afterAll(() => ctx.close());

const CALLS = ['agent-dashboard-data', 'agent-actions'] as const;

describe('who may call', () => {
  it.each(CALLS)('%s refuses an applicant with 403, whatever they ask for', async (call) => {
    const response = await ctx.post(
      `/functions/${call}`,
      call === 'agent-actions'
        ? { action: 'assignUser', payload: { userId: applicant.userId } }
        : {},
      applicant.cookie,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'You are not allowed to do this',
      code: 'forbidden',
    });
  });

  it('lets an applicant do none of the agent actions on themselves or anyone else', async () => {
    const pending = await signUpApplicant(ctx);
    const document = await ctx.documents.add(applicant.userId);
    const attempts: [string, Record<string, unknown>][] = [
      ['approveRegistration', { userId: pending.userId }],
      ['rejectRegistration', { userId: pending.userId, reason: 'No' }],
      ['approveRegistration', { userId: applicant.userId }],
      ['assignUser', { userId: applicant.userId }],
      ['startReview', { documentId: document.id }],
      ['approveDocument', { documentId: document.id }],
      ['rejectDocument', { documentId: document.id, reason: 'No' }],
    ];
    for (const [action, payload] of attempts) {
      for (const caller of [applicant, pending]) {
        const response = await act(ctx, caller, action, payload);
        expect(response.statusCode, action).toBe(403);
      }
    }
    expect(await profileOf(ctx, pending)).toMatchObject({ status: 'pending' });
    expect((await userSummaryOf(ctx, applicant.userId)).assigned_agent_id).toBeNull();
    expect(await ctx.documents.get(document.id)).toMatchObject({ status: 'uploaded' });
    expect(await trailOf(ctx, applicant.userId)).toEqual([]);
    expect(await trailOf(ctx, pending.userId)).toEqual([]);
  });

  it.each(CALLS)(
    '%s refuses a signed-out caller, a forged cookie and a signed-out session (401)',
    async (call) => {
      for (const cookie of [undefined, 'nomada_at=not-a-token', signedOut.cookie]) {
        const response = await ctx.post(`/functions/${call}`, {}, cookie);
        expect(response.statusCode, String(cookie)).toBe(401);
        expect(response.json()).toMatchObject({ code: 'unauthorized' });
      }
    },
  );
});

describe('bad input to agent-actions', () => {
  it.each([
    [
      'an action that does not exist',
      { action: 'deleteUser', payload: { userId: crypto.randomUUID() } },
    ],
    ['no action', { payload: { userId: crypto.randomUUID() } }],
    ['an action that is not text', { action: 7, payload: {} }],
  ])('refuses %s with 400 unknown_action', async (_label, body) => {
    const response = await ctx.post('/functions/agent-actions', body, agent.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Unknown action',
      code: 'unknown_action',
      fields: { action: 'Unknown action' },
    });
  });

  it.each([
    ['no payload', { action: 'assignUser' }, 'payload'],
    [
      'an id that is not a UUID',
      { action: 'assignUser', payload: { userId: 'bob' } },
      'payload.userId',
    ],
    [
      'the wrong id for the action',
      { action: 'approveDocument', payload: { userId: crypto.randomUUID() } },
      'payload.documentId',
    ],
  ])('refuses %s with 400 invalid_request naming the field', async (_label, body, field) => {
    const response = await ctx.post('/functions/agent-actions', body, agent.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'invalid_request',
      fields: { [field]: expect.any(String) },
    });
  });

  it.each([
    ['a NUL character', 'Blurry\u0000scan'],
    ['half of a surrogate pair', 'Blurry \ud800 scan'],
  ])('refuses a reason with %s (400) before anything is decided', async (_label, reason) => {
    const pending = await signUpApplicant(ctx);
    const response = await act(ctx, agent, 'rejectRegistration', {
      userId: pending.userId,
      reason,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'invalid_request',
      fields: { 'payload.reason': 'Invalid request' },
    });
    expect(await profileOf(ctx, pending)).toMatchObject({ status: 'pending' });
    expect(await trailOf(ctx, pending.userId)).toEqual([]);
  });

  it('refuses a reason over 2,000 characters with 400 text_too_long', async () => {
    const response = await act(ctx, agent, 'rejectRegistration', {
      userId: applicant.userId,
      reason: 'x'.repeat(2001),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'text_too_long' });
  });

  it('refuses a body that is not an object, JSON that does not parse, and a body over the limit', async () => {
    const notObject = await ctx.post('/functions/agent-actions', ['assignUser'], agent.cookie);
    expect(notObject.statusCode).toBe(400);
    expect(notObject.json()).toMatchObject({ code: 'invalid_request' });

    const broken = await ctx.review.inject({
      method: 'POST',
      url: '/functions/agent-actions',
      headers: { cookie: agent.cookie, 'content-type': 'application/json' },
      payload: '{"action": "assignUser",',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'invalid_json' });

    const huge = await act(ctx, agent, 'rejectRegistration', {
      userId: applicant.userId,
      reason: 'x'.repeat(20_000),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'payload_too_large' });
  });
});

describe('bad input to agent-dashboard-data', () => {
  it.each([
    [
      'a page below 1',
      { pendingRegistrations: { page: 0 } },
      'pendingRegistrations.page',
      'invalid_request',
    ],
    [
      'a page size over 100',
      { documents: { pageSize: 101 } },
      'documents.pageSize',
      'invalid_request',
    ],
    [
      'a page that is not a number',
      { assignedUsers: { page: '2' } },
      'assignedUsers.page',
      'invalid_request',
    ],
    [
      'a search with a NUL character',
      { documents: { search: 'ana\u0000' } },
      'documents.search',
      'invalid_request',
    ],
    [
      'a search with half a surrogate pair',
      { registrationHistory: { search: '\udc00' } },
      'registrationHistory.search',
      'invalid_request',
    ],
    [
      'a search over 200 characters',
      { unassignedUsers: { search: 'a'.repeat(201) } },
      'unassignedUsers.search',
      'text_too_long',
    ],
  ])('refuses %s with 400', async (_label, body, field, code) => {
    const response = await dashboard(ctx, agent, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code, fields: { [field]: expect.any(String) } });
  });
});
