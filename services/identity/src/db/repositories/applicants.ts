import { sql, type RawBuilder } from 'kysely';
import type { ApplicantQuery } from '@nomada/contracts';
import type { Db } from './accounts';
import { applicantTallies, talliedTotal } from './applicant-tallies';
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

/**
 * Agents have profiles too; lists and counts leave them out (a partial index lists the few agents).
 * As an anti-join the planner knows how few they are (`not in` made it guess half the profiles, and
 * sort the whole pending queue rather than walk it in order).
 */
const notAnAgent = sql<boolean>`not exists (
  select from identity.users agent where agent.id = p.user_id and agent.role = 'agent'
)`;

/** The list's filters as one condition on the profile (every profile not an agent's is an applicant's). */
function filterCondition({ statuses, assignment, agentId, search, userIds }: Filters) {
  const parts = [notAnAgent, sql`p.status in (${sql.join(statuses)})`];
  if (userIds?.length) parts.push(sql`p.user_id in (${sql.join(userIds)})`);
  if (assignment === 'unassigned') parts.push(sql`p.assigned_agent_id is null`);
  if (assignment === 'agent') parts.push(sql`p.assigned_agent_id = ${agentId ?? null}`);
  if (search) parts.push(sql`p.search_text like ${containsPattern(search)}`);
  return sql<boolean>`${sql.join(parts, sql` and `)}`;
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

type PageQuery = Filters & { page: number; pageSize: number };

/**
 * Pending registrations oldest first (the queue), decided ones newest decision first, an agent's own
 * by assignment, newest first; the user id breaks ties so pages never overlap.
 */
function listOrder({ assignment, statuses }: Filters) {
  if (assignment === 'agent') return { key: sql`p.assigned_at`, descending: true, queue: false };
  if (statuses.every((status) => status === 'pending'))
    return { key: sql`r.submitted_at`, descending: false, queue: true };
  return { key: sql`p.decided_at`, descending: true, queue: false };
}

/**
 * `with` clauses that end in `page (user_id, sort_key)`, then the page's rows in order. Only the
 * page's applicants are joined to their accounts and registrations: page 50 walks the list's index
 * alone and joins ten rows, not five hundred.
 */
function pageOfApplicants(
  db: Db,
  filters: PageQuery,
  narrowed: boolean,
): Promise<{ rows: (ApplicantRow & { total?: string })[] }> {
  const order = listOrder(filters);
  const direction = order.descending ? sql`desc` : sql`asc`;
  const source = order.queue
    ? sql`identity.profiles p join identity.registrations r on r.user_id = p.user_id`
    : sql`identity.profiles p`;
  const limit = sql`limit ${filters.pageSize} offset ${(filters.page - 1) * filters.pageSize}`;
  // A narrowed list (searched, or some people) is found by its most selective index, then sorted,
  // and counted in the same statement; ordering a whole list by an index while testing each
  // row against a search scanned all 8,500 decided profiles when few or none matched.
  const ctes: RawBuilder<unknown> = narrowed
    ? sql`with matches as materialized (
          select p.user_id, ${order.key} as sort_key from ${source} where ${filterCondition(filters)}
        ), page as (
          select user_id, sort_key from matches
          order by sort_key ${direction}, user_id ${limit}
        )`
    : sql`with page as (
          select p.user_id, ${order.key} as sort_key from ${source} where ${filterCondition(filters)}
          order by ${order.key} ${direction}, p.user_id ${limit}
        )`;
  return sql<ApplicantRow & { total?: string }>`
    ${ctes}
    select ${sql.join(REGISTRATION_COLUMNS.map((column) => sql.ref(column)))},
      p.assigned_agent_id, p.assigned_at
      ${narrowed ? sql`, (select count(*) from matches) as total` : sql``}
    from page
    join identity.profiles p on p.user_id = page.user_id
    join identity.users u on u.id = page.user_id
    join identity.registrations r on r.user_id = page.user_id
    order by page.sort_key ${direction}, page.user_id
  `.execute(db);
}

async function countApplicants(db: Db, filters: Filters): Promise<number> {
  const row = await db
    .selectFrom('identity.profiles as p')
    .where(filterCondition(filters))
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * One page of a list of applicants and how many the list holds. A whole list's total comes from the
 * tallies (decision 063), an agent's own from their part of the assignment index; a searched list is
 * counted as it is found.
 */
export async function queryApplicants(
  db: Db,
  filters: PageQuery,
): Promise<{ rows: ApplicantRow[]; total: number }> {
  if (filters.search || filters.userIds?.length) {
    const { rows } = await pageOfApplicants(db, filters, true);
    const first = rows[0];
    // A page past the end has no row to carry the total.
    const total = first
      ? Number(first.total)
      : filters.page > 1
        ? await countApplicants(db, filters)
        : 0;
    return { rows: rows.map(({ total: _total, ...row }) => row), total };
  }
  const [{ rows }, total] = await Promise.all([
    pageOfApplicants(db, filters, false),
    filters.assignment === 'agent'
      ? countApplicants(db, filters)
      : applicantTallies(db).then((tallies) =>
          talliedTotal(tallies, filters.statuses, filters.assignment === 'unassigned'),
        ),
  ]);
  return { rows, total };
}

export async function matchApplicantIds(db: Db, search: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('identity.profiles as p')
    .select('p.user_id')
    .where(notAnAgent)
    .where(sql<boolean>`p.search_text like ${containsPattern(search)}`)
    .limit(limit)
    .execute();
  return rows.map((row) => row.user_id);
}

/** Every applicant assigned to the agent, by id (the assignment index answers it). */
export async function assignedApplicantIds(db: Db, agentId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('identity.profiles as p')
    .select('p.user_id')
    .where('p.assigned_agent_id', '=', agentId)
    .where(notAnAgent)
    .orderBy('p.user_id')
    .execute();
  return rows.map((row) => row.user_id);
}

/** The dashboard's cards: pending and unassigned from the tallies, the agent's own counted. */
export async function applicantCounts(db: Db, agentId: string) {
  const [tallies, assignedToAgent] = await Promise.all([
    applicantTallies(db),
    countApplicants(db, {
      statuses: ['pending', 'approved', 'rejected'],
      assignment: 'agent',
      agentId,
    }),
  ]);
  return {
    pendingRegistrations: talliedTotal(tallies, ['pending'], false),
    assignedToAgent,
    unassigned: talliedTotal(tallies, ['approved'], true),
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
