import { sql } from 'kysely';
import type { Db } from './accounts';

const applicantOnly = sql<boolean>`user_id not in (select id from identity.users where role = 'agent')`;

/** Records a basic applicant's request; false when they are premium or already asked. */
export async function requestPlanUpgrade(db: Db, userId: string): Promise<boolean> {
  const updated = await db
    .updateTable('identity.profiles')
    .set({ plan_upgrade_requested_at: new Date(), updated_at: new Date() })
    .where('user_id', '=', userId)
    .where('plan', '=', 'basic')
    .where('plan_upgrade_requested_at', 'is', null)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

export type UpgradeOutcome = 'upgraded' | 'not_found' | 'already_premium' | 'not_requested';

/** basic → premium for a waiting request, in one conditional update (two agents at once: one wins). */
export async function upgradeRequestedPlan(db: Db, userId: string): Promise<UpgradeOutcome> {
  const updated = await db
    .updateTable('identity.profiles')
    .set({ plan: 'premium', plan_upgrade_requested_at: null, updated_at: new Date() })
    .where('user_id', '=', userId)
    .where('plan', '=', 'basic')
    .where('plan_upgrade_requested_at', 'is not', null)
    .where(applicantOnly)
    .executeTakeFirst();
  if (updated.numUpdatedRows > 0n) return 'upgraded';
  const row = await db
    .selectFrom('identity.profiles as p')
    .innerJoin('identity.users as u', 'u.id', 'p.user_id')
    .select(['p.plan', 'u.role'])
    .where('p.user_id', '=', userId)
    .executeTakeFirst();
  if (!row || row.role !== 'applicant') return 'not_found';
  return row.plan === 'premium' ? 'already_premium' : 'not_requested';
}

export type WaitingUpgrade = {
  user_id: string;
  first_name: string;
  last_name: string;
  email: string;
  requested_at: Date;
  assigned_agent_id: string | null;
};

/** Requests waiting for an agent, oldest first (the first `limit`), and how many there are. */
export async function waitingUpgrades(
  db: Db,
  limit: number,
): Promise<{ rows: WaitingUpgrade[]; total: number }> {
  const waiting = db
    .selectFrom('identity.profiles as p')
    .where('p.plan_upgrade_requested_at', 'is not', null)
    .where('p.plan', '=', 'basic');
  const [rows, count] = await Promise.all([
    waiting
      .innerJoin('identity.users as u', 'u.id', 'p.user_id')
      .select([
        'p.user_id',
        'p.first_name',
        'p.last_name',
        'u.email',
        sql<Date>`p.plan_upgrade_requested_at`.as('requested_at'),
        'p.assigned_agent_id',
      ])
      .orderBy('p.plan_upgrade_requested_at')
      .orderBy('p.user_id')
      .limit(limit)
      .execute(),
    waiting.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
