import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Migrator, sql, type Kysely } from 'kysely';
import { createDb, internalHeaders } from '@nomada/service-kit';
import { createTestDatabase, TEST_SESSION_SECRET } from '@nomada/service-kit/testing';
import { applicantTallies } from '../src/db/repositories/applicant-tallies';
import { migrations } from '../src/db/migrations/index';
import type { Database } from '../src/db/schema';
import { createApplicant, createSignedInAgent } from './support/factories';
import { createTestContext, type TestContext } from './support/test-context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** What the tallies must say: the applicants counted one by one. */
async function counted(db: Kysely<Database> | Kysely<unknown>) {
  const { rows } = await sql<{ status: string; assigned: boolean; n: string }>`
    select p.status, p.assigned_agent_id is not null as assigned, count(*) as n
    from identity.profiles p join identity.users u on u.id = p.user_id
    where u.role = 'applicant'
    group by 1, 2
  `.execute(db);
  const cell = (status: string, assigned: boolean) =>
    Number(rows.find((row) => row.status === status && row.assigned === assigned)?.n ?? 0);
  return Object.fromEntries(
    ['pending', 'approved', 'rejected'].map((status) => [
      status,
      { assigned: cell(status, true), unassigned: cell(status, false) },
    ]),
  );
}

const internal = (url: string, body: unknown) =>
  ctx.post(url, body, undefined, { headers: internalHeaders(TEST_SESSION_SECRET) });

describe('applicant tallies (the cards without counting, decision 063)', () => {
  it('follow signups, decisions, assignments, erasure and many-row statements, and leave agents out', async () => {
    const agent = await createSignedInAgent(ctx);
    const check = async () => expect(await applicantTallies(ctx.db)).toEqual(await counted(ctx.db));
    await check();

    const [ana, ben, eva, leo] = await Promise.all(
      ['Ana', 'Ben', 'Eva', 'Leo'].map((first_name) =>
        createApplicant(ctx, { userData: { first_name } }),
      ),
    );
    await check();
    for (const [who, decision] of [
      [ana!, 'approved'],
      [ben!, 'approved'],
      [eva!, 'rejected'],
    ] as const) {
      const decided = await internal('/internal/registrations/decide', {
        userId: who.userId,
        decision,
        decidedBy: agent.userId,
        ...(decision === 'rejected' ? { reason: 'Unreadable passport' } : {}),
      });
      expect(decided.statusCode, decided.body).toBe(200);
    }
    await check();
    await internal('/internal/applicants/assign', { userId: ana!.userId, agentId: agent.userId });
    await internal('/internal/applicants/assign', { userId: ben!.userId, agentId: agent.userId });
    await check();
    await internal('/internal/applicants/unassign', { userId: ben!.userId, agentId: agent.userId });
    await check();
    // A name change touches the profile without moving it between cells.
    await ctx.db
      .updateTable('identity.profiles')
      .set({ first_name: 'Leonor' })
      .where('user_id', '=', leo!.userId)
      .execute();
    await check();
    // One statement moving several profiles at once, some of them between cells.
    await ctx.db
      .updateTable('identity.profiles')
      .set({ status: 'pending', assigned_agent_id: null, assigned_at: null, decided_at: null })
      .where('user_id', 'in', [ana!.userId, eva!.userId, leo!.userId])
      .execute();
    await check();
    const erased = await ctx.post(
      '/functions/account-delete',
      { password: ben!.password },
      ben!.jar,
    );
    expect(erased.statusCode, erased.body).toBe(200);
    await check();
  });

  it('stay exact under concurrent signups and decisions on many connections', async () => {
    const agent = await createSignedInAgent(ctx);
    const applicants = await Promise.all(Array.from({ length: 12 }, () => createApplicant(ctx)));
    await Promise.all(
      applicants.map((applicant, index) =>
        internal('/internal/registrations/decide', {
          userId: applicant.userId,
          decision: index % 3 === 0 ? 'rejected' : 'approved',
          decidedBy: agent.userId,
          ...(index % 3 === 0 ? { reason: 'Missing proof of income' } : {}),
        }),
      ),
    );
    expect(await applicantTallies(ctx.db)).toEqual(await counted(ctx.db));
  });
});

it('the migration counts the profiles that were there before it', async () => {
  const database = await createTestDatabase();
  const db = createDb<unknown>(database.url, { max: 1 });
  try {
    const migrator = new Migrator({
      db,
      migrationTableSchema: 'identity',
      provider: { getMigrations: async () => migrations },
    });
    expect(
      (await migrator.migrateTo('2026-12-01-001-accounts-people-control')).error,
    ).toBeUndefined();
    await sql`
      with people as (
        insert into identity.users (email, password_hash, role)
        select 'before-' || n || '@example.com', 'x', 'applicant' from generate_series(1, 7) n
        returning id, email
      )
      insert into identity.profiles (user_id, first_name, last_name, status, decided_at)
      select id, 'Ana', 'Antes',
        case when email like 'before-1@%' or email like 'before-2@%' then 'pending' else 'approved' end,
        case when email like 'before-1@%' or email like 'before-2@%' then null else now() end
      from people
    `.execute(db);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const tallies = await applicantTallies(db as unknown as Kysely<Database>);
    expect(tallies).toEqual(await counted(db));
    expect(tallies.pending.unassigned).toBe(2);
    expect(tallies.approved.unassigned).toBe(5);
  } finally {
    await db.destroy();
    await database.drop();
  }
});
