import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, createAgent, signUpApplicant, type Person } from './support/factories';
import { approvedApplicant } from './support/applicants';
import { profileOf, trailOf, userSummaryOf } from './support/lookups';
import { createTestContext, type TestContext } from './support/test-context';
import { eventually } from '@nomada/service-kit/testing';

/**
 * Several agents acting on the same thing at the same moment, for real: the calls run concurrently
 * through review into identity and PostgreSQL (documents: the stand-in's conditional updates).
 */
let ctx: TestContext;
let agents: Person[];

beforeAll(async () => {
  ctx = await createTestContext();
  agents = await Promise.all(
    ['Ana', 'Bea', 'Carla', 'Diego'].map((firstName) =>
      createAgent(ctx, { firstName, lastName: 'Agente' }),
    ),
  );
});
afterAll(() => ctx.close());

const statuses = (responses: { statusCode: number }[]) =>
  responses.map((response) => response.statusCode).sort();

describe('races between agents', () => {
  it('registration: of approvals and rejections sent at once, exactly one wins', async () => {
    for (let round = 0; round < 3; round++) {
      const applicant = await signUpApplicant(ctx);
      const responses = await Promise.all(
        agents.map((agent, index) =>
          index % 2 === 0
            ? act(ctx, agent, 'approveRegistration', { userId: applicant.userId })
            : act(ctx, agent, 'rejectRegistration', { userId: applicant.userId, reason: 'No' }),
        ),
      );
      expect(statuses(responses)).toEqual([200, 409, 409, 409]);
      for (const loser of responses.filter((response) => response.statusCode === 409))
        expect(loser.json()).toMatchObject({ code: 'already_decided' });
      const winner = agents[responses.findIndex((response) => response.statusCode === 200)]!;
      const trail = await trailOf(ctx, applicant.userId);
      expect(trail).toHaveLength(1);
      expect(trail[0]!.agent_id).toBe(winner.userId);
      expect((await profileOf(ctx, applicant)).status).toBe(trail[0]!.decision);
      // One decision, one email.
      const template = `registration-${trail[0]!.decision}`;
      await eventually(async () =>
        (await ctx.emailsTo(applicant.email)).some((email) => email.template === template),
      );
      const emails = await ctx.emailsTo(applicant.email);
      expect(emails.filter((email) => email.template.startsWith('registration-a'))).toHaveLength(
        trail[0]!.decision === 'approved' ? 1 : 0,
      );
      expect(emails.filter((email) => email.template === 'registration-rejected')).toHaveLength(
        trail[0]!.decision === 'rejected' ? 1 : 0,
      );
    }
  });

  it('assignment: of agents assigning one applicant at once, exactly one gets them', async () => {
    for (let round = 0; round < 3; round++) {
      const applicant = await approvedApplicant(ctx, agents[0]!);
      const responses = await Promise.all(
        agents.map((agent) => act(ctx, agent, 'assignUser', { userId: applicant.userId })),
      );
      expect(statuses(responses)).toEqual([200, 409, 409, 409]);
      const winner = agents[responses.findIndex((response) => response.statusCode === 200)]!;
      expect((await userSummaryOf(ctx, applicant.userId)).assigned_agent_id).toBe(winner.userId);
      const trail = await trailOf(ctx, applicant.userId);
      expect(trail.map((row) => [row.decision, row.agent_id])).toEqual([
        ['assigned', winner.userId],
      ]);
    }
  });

  it('document: of approvals and rejections sent at once, exactly one wins', async () => {
    const applicant = await approvedApplicant(ctx, agents[0]!);
    for (let round = 0; round < 3; round++) {
      const document = await ctx.documents.add(applicant.userId, { status: 'reviewing' });
      const responses = await Promise.all(
        agents.map((agent, index) =>
          index % 2 === 0
            ? act(ctx, agent, 'approveDocument', { documentId: document.id })
            : act(ctx, agent, 'rejectDocument', { documentId: document.id, reason: 'Blurry' }),
        ),
      );
      expect(statuses(responses)).toEqual([200, 409, 409, 409]);
      const winner = agents[responses.findIndex((response) => response.statusCode === 200)]!;
      const rows = (await trailOf(ctx, applicant.userId)).filter(
        (row) => row.subject_id === document.id,
      );
      expect(rows.map((row) => row.agent_id)).toEqual([winner.userId]);
      expect(await ctx.documents.get(document.id)).toMatchObject({
        status: rows[0]!.decision,
        reviewed_by: winner.userId,
      });
    }
  });
});
