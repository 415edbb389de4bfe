import { sql } from 'kysely';
import type { ApplicantQuery } from '@nomada/contracts';
import type { Db } from './accounts';
import type { RegistrationRecord } from './registrations';

/** `%term%` for LIKE on the folded search text, with LIKE's own characters taken literally. */
function containsPattern(search: string) {
  const escaped = search.replace(/[\\%_]/g, (char) => `\\${char}`);
  return sql<string>`'%' || identity.fold(${escaped}) || '%'`;
}

/** Applicants with their profile and registration (agents have no registration). */
export function applicantsBase(db: Db) {
  return db
    .selectFrom('identity.profiles as p')
    .innerJoin('identity.users as u', 'u.id', 'p.user_id')
    .innerJoin('identity.registrations as r', 'r.user_id', 'p.user_id')
    .where('u.role', '=', 'applicant');
}

type Filters = Required<Pick<ApplicantQuery, 'statuses' | 'assignment'>> &
  Pick<ApplicantQuery, 'agentId' | 'search' | 'userIds'>;

/** Agents have profiles too; lists and counts leave them out (a partial index lists the few agents). */
const notAnAgent = sql<boolean>`p.user_id not in (select id from identity.users where role = 'agent')`;

/** The list's filters as one condition, usable with or without the joins. */
function filterCondition({ statuses, assignment, agentId, search, userIds }: Filters) {
  const parts = [sql`p.status in (${sql.join(statuses)})`];
  if (userIds?.length) parts.push(sql`p.user_id in (${sql.join(userIds)})`);
  if (assignment === 'unassigned') parts.push(sql`p.assigned_agent_id is null`);
  if (assignment === 'agent') parts.push(sql`p.assigned_agent_id = ${agentId ?? null}`);
  if (search) parts.push(sql`p.search_text like ${containsPattern(search)}`);
  return sql<boolean>`${sql.join(parts, sql` and `)}`;
}

/** Counting needs no join: every profile that is not an agent's is an applicant's. */
function profilesOnly(db: Db) {
  return db.selectFrom('identity.profiles as p').where(notAnAgent);
}

/** What an applicant submitted at signup and where their registration stands. */
export const REGISTRATION_COLUMNS = [
  'u.id',
  'u.email',
  'p.first_name',
  'p.last_name',
  'p.plan',
  'p.account_type',
  'r.phone',
  'r.address',
  'r.nationality',
  'r.date_of_birth',
  'r.current_status',
  'r.company_name',
  'r.job_title',
  'r.work_location',
  'r.expected_start_date',
  'r.additional_info',
  'p.status',
  'p.rejection_reason',
  'p.email_confirmed',
  'r.submitted_at',
  'p.decided_at',
  'p.decided_by',
] as const;

export type ApplicantRow = RegistrationRecord & {
  assigned_agent_id: string | null;
  assigned_at: Date | null;
};

/**
 * One page of applicants. Pending registrations oldest first (the queue), decided ones newest
 * decision first, an agent's own by assignment, newest first.
 */
export async function queryApplicants(
  db: Db,
  filters: Filters & { page: number; pageSize: number },
): Promise<{ rows: ApplicantRow[]; total: number }> {
  let query = applicantsBase(db)
    .where(filterCondition(filters))
    .select([...REGISTRATION_COLUMNS, 'p.assigned_agent_id', 'p.assigned_at']);
  if (filters.assignment === 'agent') query = query.orderBy('p.assigned_at', 'desc');
  else if (filters.statuses.every((status) => status === 'pending'))
    query = query.orderBy('r.submitted_at', 'asc');
  else query = query.orderBy('p.decided_at', 'desc');
  const [rows, count] = await Promise.all([
    query
      .orderBy('u.id')
      .limit(filters.pageSize)
      .offset((filters.page - 1) * filters.pageSize)
      .execute(),
    profilesOnly(db)
      .where(filterCondition(filters))
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export async function matchApplicantIds(db: Db, search: string, limit: number): Promise<string[]> {
  const rows = await applicantsBase(db)
    .select('u.id')
    .where(sql<boolean>`p.search_text like ${containsPattern(search)}`)
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

export async function applicantCounts(db: Db, agentId: string) {
  const row = await profilesOnly(db)
    .select((eb) => [
      eb.fn.countAll<string>().filterWhere('p.status', '=', 'pending').as('pending'),
      eb.fn.countAll<string>().filterWhere('p.assigned_agent_id', '=', agentId).as('assigned'),
      eb.fn
        .countAll<string>()
        .filterWhere((w) =>
          w.and([w('p.status', '=', 'approved'), w('p.assigned_agent_id', 'is', null)]),
        )
        .as('unassigned'),
    ])
    .executeTakeFirstOrThrow();
  return {
    pendingRegistrations: Number(row.pending),
    assignedToAgent: Number(row.assigned),
    unassigned: Number(row.unassigned),
  };
}

export type AssignmentOutcome =
  { status: 'done'; assignedAt: Date | null } | { status: 'not-found' } | { status: 'conflict' };

/** Assigns an approved, unassigned applicant; of two agents at once exactly one update matches. */
export async function assignApplicant(
  db: Db,
  userId: string,
  agentId: string,
): Promise<AssignmentOutcome> {
  const updated = await db
    .updateTable('identity.profiles')
    .set({ assigned_agent_id: agentId, assigned_at: new Date(), updated_at: new Date() })
    .where('user_id', '=', userId)
    .where('status', '=', 'approved')
    .where('assigned_agent_id', 'is', null)
    .where(sql<boolean>`user_id not in (select id from identity.users where role = 'agent')`)
    .returning('assigned_at')
    .executeTakeFirst();
  if (updated) return { status: 'done', assignedAt: updated.assigned_at };
  return (await isApprovedApplicant(db, userId)) ? { status: 'conflict' } : { status: 'not-found' };
}

/** Unassigns an applicant from this agent; anyone else's assignment is left alone (conflict). */
export async function unassignApplicant(
  db: Db,
  userId: string,
  agentId: string,
): Promise<AssignmentOutcome> {
  const updated = await db
    .updateTable('identity.profiles')
    .set({ assigned_agent_id: null, assigned_at: null, updated_at: new Date() })
    .where('user_id', '=', userId)
    .where('assigned_agent_id', '=', agentId)
    .where(sql<boolean>`user_id not in (select id from identity.users where role = 'agent')`)
    .returning('user_id')
    .executeTakeFirst();
  if (updated) return { status: 'done', assignedAt: null };
  return (await isApprovedApplicant(db, userId)) ? { status: 'conflict' } : { status: 'not-found' };
}

async function isApprovedApplicant(db: Db, userId: string): Promise<boolean> {
  const row = await applicantsBase(db)
    .select('u.id')
    .where('u.id', '=', userId)
    .where('p.status', '=', 'approved')
    .executeTakeFirst();
  return row !== undefined;
}
