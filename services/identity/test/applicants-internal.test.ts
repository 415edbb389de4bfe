import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internalHeaders } from '@nomada/service-kit';
import { TEST_SESSION_SECRET } from '@nomada/service-kit/testing';
import { createApplicant, createSignedInAgent } from './support/factories';
import { createTestContext, type TestContext } from './support/test-context';

let ctx: TestContext;
let agentA: string;
let agentB: string;

beforeAll(async () => {
  ctx = await createTestContext();
  agentA = (await createSignedInAgent(ctx)).userId;
  agentB = (await createSignedInAgent(ctx)).userId;
});
afterAll(() => ctx.close());

const internal = (url: string, body: unknown) =>
  ctx.post(url, body, undefined, { headers: internalHeaders(TEST_SESSION_SECRET) });
const approve = (userId: string) =>
  internal('/internal/registrations/decide', { userId, decision: 'approved', decidedBy: agentA });

async function approvedApplicant(firstName: string, lastName: string) {
  const applicant = await createApplicant(ctx, {
    userData: { first_name: firstName, last_name: lastName },
  });
  expect((await approve(applicant.userId)).statusCode).toBe(200);
  return applicant;
}

describe('applicants for the review service', () => {
  it.each(['query', 'matching', 'assigned', 'counts', 'assign', 'unassign'])(
    '/internal/applicants/%s refuses callers without the internal proof',
    async (name) => {
      const agent = await createSignedInAgent(ctx);
      expect((await ctx.post(`/internal/applicants/${name}`, {}, agent.jar)).statusCode).toBe(403);
    },
  );

  it('narrows a query to some applicants by id (one case), never to an agent', async () => {
    const applicant = await approvedApplicant('Olga', 'Única');
    const other = await approvedApplicant('Pedro', 'Otro');
    const one = await internal('/internal/applicants/query', {
      statuses: ['pending', 'approved', 'rejected'],
      userIds: [applicant.userId, agentA],
    });
    expect(one.statusCode).toBe(200);
    expect(one.json().applicants.map((row: { id: string }) => row.id)).toEqual([applicant.userId]);
    expect(one.json().total).toBe(1);
    expect(JSON.stringify(one.json())).not.toContain(other.userId);
  });

  it('assigns atomically: of ten agents racing for one applicant exactly one wins', async () => {
    const applicant = await approvedApplicant('Marta', 'Carrera');
    const agents = [
      agentA,
      agentB,
      ...(await Promise.all(
        Array.from({ length: 8 }, async () => (await createSignedInAgent(ctx)).userId),
      )),
    ];
    const answers = await Promise.all(
      agents.map((agentId) =>
        internal('/internal/applicants/assign', { userId: applicant.userId, agentId }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    const loser = answers.find((answer) => answer.statusCode === 409)!;
    expect(loser.json()).toMatchObject({ code: 'already_assigned' });
    const winner = answers.find((answer) => answer.statusCode === 200)!.json();
    expect(winner).toMatchObject({ userId: applicant.userId, language: 'en' });
    expect(new Date(winner.assignedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('unassigns only from the agent holding the applicant, and refuses pending or unknown people', async () => {
    const applicant = await approvedApplicant('Nico', 'Soltero');
    await internal('/internal/applicants/assign', { userId: applicant.userId, agentId: agentA });
    const other = await internal('/internal/applicants/unassign', {
      userId: applicant.userId,
      agentId: agentB,
    });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('not_assigned');
    const mine = await internal('/internal/applicants/unassign', {
      userId: applicant.userId,
      agentId: agentA,
    });
    expect(mine.json()).toMatchObject({ agentId: null, assignedAt: null });

    const pending = await createApplicant(ctx);
    const refused = await internal('/internal/applicants/assign', {
      userId: pending.userId,
      agentId: agentA,
    });
    expect(refused.statusCode).toBe(404);
    const unknown = await internal('/internal/applicants/assign', {
      userId: '7a0b7c44-6d5e-4c1f-8a55-2d3f0c9e1b00',
      agentId: agentA,
    });
    expect(unknown.statusCode).toBe(404);
    // An agent's profile is approved too, but agents are never assigned.
    const agentAsApplicant = await internal('/internal/applicants/assign', {
      userId: agentB,
      agentId: agentA,
    });
    expect(agentAsApplicant.statusCode).toBe(404);
  });

  it('pages, filters by assignment and searches names and emails whatever the case or accents', async () => {
    const letters = Array.from({ length: 8 }, () =>
      String.fromCharCode(97 + Math.floor(Math.random() * 26)),
    ).join('');
    const unique = `Zé${letters}`;
    const josé = await approvedApplicant('José', `${unique} Peña`);
    const ana = await approvedApplicant('Ana', `${unique} Núñez`);
    await internal('/internal/applicants/assign', { userId: ana.userId, agentId: agentB });

    const search = unique.toUpperCase().replace('É', 'E');
    const unassigned = await internal('/internal/applicants/query', {
      statuses: ['approved'],
      assignment: 'unassigned',
      search,
    });
    expect(unassigned.json()).toMatchObject({ total: 1, applicants: [{ id: josé.userId }] });

    const byEmail = await internal('/internal/applicants/query', {
      statuses: ['approved'],
      search: ana.email.split('@')[0]!.toUpperCase(),
    });
    expect(byEmail.json().applicants.map((a: { id: string }) => a.id)).toEqual([ana.userId]);

    const bAgents = await internal('/internal/applicants/query', {
      statuses: ['approved'],
      assignment: 'agent',
      agentId: agentB,
      search: 'nunez',
    });
    expect(bAgents.json()).toMatchObject({
      total: 1,
      applicants: [{ id: ana.userId, assigned_agent_id: agentB, first_name: 'Ana' }],
    });

    const page = await internal('/internal/applicants/query', {
      statuses: ['approved'],
      search,
      page: 2,
      pageSize: 1,
    });
    expect(page.json().total).toBe(2);
    expect(page.json().applicants).toHaveLength(1);

    // LIKE's own characters are taken literally.
    const wildcard = await internal('/internal/applicants/query', {
      statuses: ['approved'],
      search: '%',
    });
    expect(wildcard.json().total).toBe(0);

    const matching = await internal('/internal/applicants/matching', {
      search: `${unique.toLowerCase()} pena`,
    });
    expect(matching.json().userIds).toEqual([josé.userId]);
  });

  it("answers every applicant assigned to one agent, and no one else's", async () => {
    const agent = (await createSignedInAgent(ctx)).userId;
    const first = await approvedApplicant('Ana', 'Asignada');
    const second = await approvedApplicant('Bruno', 'Asignado');
    const elsewhere = await approvedApplicant('Carla', 'Otra');
    const unassigned = await approvedApplicant('Dario', 'Libre');
    for (const { userId } of [first, second])
      expect(
        (await internal('/internal/applicants/assign', { userId, agentId: agent })).statusCode,
      ).toBe(200);
    await internal('/internal/applicants/assign', { userId: elsewhere.userId, agentId: agentB });

    const assigned = await internal('/internal/applicants/assigned', { agentId: agent });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().userIds).toEqual([first.userId, second.userId].sort());
    expect(JSON.stringify(assigned.json())).not.toContain(elsewhere.userId);
    expect(JSON.stringify(assigned.json())).not.toContain(unassigned.userId);

    await internal('/internal/applicants/unassign', { userId: first.userId, agentId: agent });
    expect((await internal('/internal/applicants/assigned', { agentId: agent })).json()).toEqual({
      userIds: [second.userId],
    });
    const nobody = (await createSignedInAgent(ctx)).userId;
    expect((await internal('/internal/applicants/assigned', { agentId: nobody })).json()).toEqual({
      userIds: [],
    });
  });

  it('refuses an assigned-list request without a valid agent id, and changes nothing', async () => {
    for (const body of [
      {},
      { agentId: 'not-a-uuid' },
      { agentId: ['x'] },
      { agentId: 'a'.repeat(10_000) },
    ]) {
      const response = await internal('/internal/applicants/assigned', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
  });

  it('counts what the agent dashboard cards show', async () => {
    const before = (await internal('/internal/applicants/counts', { agentId: agentA })).json();
    await createApplicant(ctx);
    const mine = await approvedApplicant('Lola', 'Contada');
    await internal('/internal/applicants/assign', { userId: mine.userId, agentId: agentA });
    await approvedApplicant('Paco', 'Libre');
    const after = (await internal('/internal/applicants/counts', { agentId: agentA })).json();
    expect(after).toEqual({
      pendingRegistrations: before.pendingRegistrations + 1,
      assignedToAgent: before.assignedToAgent + 1,
      unassigned: before.unassigned + 1,
    });
  });

  it('pages each whole list to its total, in its order, without overlap or gap', async () => {
    await Promise.all([createApplicant(ctx), createApplicant(ctx), createApplicant(ctx)]);
    for (const name of ['Uno', 'Dos', 'Tres', 'Cuatro']) {
      const applicant = await approvedApplicant(name, 'Paginado');
      if (name !== 'Cuatro')
        await internal('/internal/applicants/assign', {
          userId: applicant.userId,
          agentId: agentB,
        });
    }
    const lists = [
      { statuses: ['pending'], key: 'submitted_at', descending: false },
      { statuses: ['approved', 'rejected'], key: 'decided_at', descending: true },
      { statuses: ['approved'], assignment: 'unassigned', key: 'decided_at', descending: true },
      {
        statuses: ['pending', 'approved', 'rejected'],
        assignment: 'agent',
        agentId: agentB,
        key: 'assigned_at',
        descending: true,
      },
    ] as const;
    for (const { key, descending, ...list } of lists) {
      const first = (await internal('/internal/applicants/query', { ...list, pageSize: 2 })).json();
      const seen: { id: string; [column: string]: string | null }[] = [...first.applicants];
      for (let page = 2; page <= Math.ceil(first.total / 2) + 1; page++) {
        const next = await internal('/internal/applicants/query', { ...list, page, pageSize: 2 });
        expect(next.json().total, JSON.stringify(list)).toBe(first.total);
        seen.push(...next.json().applicants);
      }
      expect(seen.length, JSON.stringify(list)).toBe(first.total);
      expect(new Set(seen.map((row) => row.id)).size).toBe(first.total);
      expect(seen.map((row) => row.id)).not.toContain(agentA);
      // The database orders by microseconds and the answer carries milliseconds, so two rows
      // within one millisecond may come in either order: the test checks the times only.
      const times = seen.map((row) => new Date(row[key]!).getTime());
      const sorted = [...times].sort((a, b) => (descending ? b - a : a - b));
      expect(times, JSON.stringify(list)).toEqual(sorted);
    }
  });

  it('keeps the search text in step when the names change', async () => {
    const applicant = await createApplicant(ctx, {
      userData: { first_name: 'Old', last_name: 'Name' },
    });
    await ctx.post(
      '/functions/update-profile',
      { first_name: 'Brand', last_name: 'Nuevo' },
      applicant.jar,
    );
    const found = await internal('/internal/applicants/matching', { search: 'brand nuevo' });
    expect(found.json().userIds).toContain(applicant.userId);
  });
});
