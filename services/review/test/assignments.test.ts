import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, createAgent, signUpApplicant, type Person } from './support/factories';
import { approvedApplicant } from './support/applicants';
import { trailOf, userSummaryOf } from './support/lookups';
import { createTestContext, type TestContext } from './support/test-context';

let ctx: TestContext;
let agent: Person & { name: string };
let colleague: Person & { name: string };

beforeAll(async () => {
  ctx = await createTestContext();
  [agent, colleague] = await Promise.all([
    createAgent(ctx),
    createAgent(ctx, { firstName: 'Pablo', lastName: 'Ruiz' }),
  ]);
});
afterAll(() => ctx.close());

describe('assignUser and unassignUser', () => {
  it('assigns an unassigned approved applicant to the acting agent and records it', async () => {
    const applicant = await approvedApplicant(ctx, agent);

    const response = await act(ctx, agent, 'assignUser', { userId: applicant.userId });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const summary = await userSummaryOf(ctx, applicant.userId);
    expect(summary.assigned_agent_id).toBe(agent.userId);
    expect(summary.assigned_at).not.toBeNull();
    expect(await trailOf(ctx, applicant.userId)).toEqual([
      expect.objectContaining({
        agent_id: agent.userId,
        subject_type: 'assignment',
        subject_id: applicant.userId,
        decision: 'assigned',
        reason: null,
      }),
    ]);
  });

  it('refuses to take an applicant another agent holds (409 already_assigned), or to let go of one it does not hold (409 not_assigned)', async () => {
    const applicant = await approvedApplicant(ctx, agent);
    await act(ctx, agent, 'assignUser', { userId: applicant.userId });

    const taken = await act(ctx, colleague, 'assignUser', { userId: applicant.userId });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'already_assigned' });
    const again = await act(ctx, agent, 'assignUser', { userId: applicant.userId });
    expect(again.statusCode).toBe(409);

    const notTheirs = await act(ctx, colleague, 'unassignUser', { userId: applicant.userId });
    expect(notTheirs.statusCode).toBe(409);
    expect(notTheirs.json()).toMatchObject({ code: 'not_assigned' });

    expect((await userSummaryOf(ctx, applicant.userId)).assigned_agent_id).toBe(agent.userId);
    expect((await trailOf(ctx, applicant.userId)).map((row) => row.decision)).toEqual(['assigned']);
  });

  it('unassigns, after which another agent can take the applicant; every step is in the trail', async () => {
    const applicant = await approvedApplicant(ctx, agent);
    await act(ctx, agent, 'assignUser', { userId: applicant.userId });

    const released = await act(ctx, agent, 'unassignUser', { userId: applicant.userId });
    expect(released.statusCode).toBe(200);
    expect(await userSummaryOf(ctx, applicant.userId)).toMatchObject({
      assigned_agent_id: null,
      assigned_at: null,
    });
    const unassignedTwice = await act(ctx, agent, 'unassignUser', { userId: applicant.userId });
    expect(unassignedTwice.statusCode).toBe(409);
    expect(unassignedTwice.json()).toMatchObject({ code: 'not_assigned' });

    expect((await act(ctx, colleague, 'assignUser', { userId: applicant.userId })).statusCode).toBe(
      200,
    );
    const trail = await trailOf(ctx, applicant.userId);
    expect(trail.map((row) => [row.decision, row.agent_id])).toEqual([
      ['assigned', agent.userId],
      ['unassigned', agent.userId],
      ['assigned', colleague.userId],
    ]);
  });

  it('answers 404 for unknown people, agents, and applicants not approved', async () => {
    const pending = await signUpApplicant(ctx);
    for (const userId of [crypto.randomUUID(), colleague.userId, pending.userId]) {
      for (const action of ['assignUser', 'unassignUser']) {
        const response = await act(ctx, agent, action, { userId });
        expect(response.statusCode, `${action} ${userId}`).toBe(404);
        expect(response.json()).toMatchObject({ code: 'not_found' });
      }
    }
    expect((await userSummaryOf(ctx, pending.userId)).assigned_agent_id).toBeNull();
    expect(await trailOf(ctx, pending.userId)).toEqual([]);
  });
});
