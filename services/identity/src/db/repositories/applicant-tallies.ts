import { sql } from 'kysely';
import { PROFILE_STATUSES, type ProfileStatus } from '@nomada/contracts';
import type { Db } from './accounts';

/** How many applicants have each status, assigned to an agent or not. */
export type ApplicantTallies = Record<ProfileStatus, { assigned: number; unassigned: number }>;

const column = (status: ProfileStatus, assigned: boolean) =>
  sql.ref(`${status}_${assigned ? 'assigned' : 'unassigned'}`);

/**
 * The triggers' tallies (migration 2026-12-07-001, decision 063) less the agents, whose profiles the
 * triggers count too: a sum of sixteen small rows and a look at the few agents, however many
 * applicants there are.
 */
export async function applicantTallies(db: Db): Promise<ApplicantTallies> {
  const cells = PROFILE_STATUSES.flatMap((status) =>
    [false, true].map((assigned) => ({ status, assigned })),
  );
  const { rows } = await sql<Record<string, string>>`
    select ${sql.join(
      cells.map(
        ({ status, assigned }) => sql`
          (select sum(${column(status, assigned)}) from identity.applicant_tallies)
          - count(*) filter (where p.status = ${status}
              and (p.assigned_agent_id is not null) = ${assigned})
          as ${column(status, assigned)}`,
      ),
    )}
    from identity.profiles p
    where p.user_id in (select id from identity.users where role = 'agent')
  `.execute(db);
  const row = rows[0]!;
  const count = (status: ProfileStatus, assigned: boolean) =>
    Number(row[`${status}_${assigned ? 'assigned' : 'unassigned'}`] ?? 0);
  return Object.fromEntries(
    PROFILE_STATUSES.map((status) => [
      status,
      { assigned: count(status, true), unassigned: count(status, false) },
    ]),
  ) as ApplicantTallies;
}

/** How many applicants have one of these statuses (only those assigned to nobody, if asked). */
export function talliedTotal(
  tallies: ApplicantTallies,
  statuses: readonly ProfileStatus[],
  unassignedOnly: boolean,
): number {
  return [...new Set(statuses)].reduce(
    (total, status) =>
      total + tallies[status].unassigned + (unassignedOnly ? 0 : tallies[status].assigned),
    0,
  );
}
