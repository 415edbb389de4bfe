import { sql, type QueryExecutorProvider } from 'kysely';
import type { DecisionEvent, NewDecisionEvent } from '@nomada/contracts';

/** A pool or a transaction of the owning service, whatever its tables' types. */
export type DecisionOutboxDb = QueryExecutorProvider;

type EventRow = {
  id: string;
  audit: DecisionEvent['audit'];
  email: DecisionEvent['email'];
  created_at: Date;
};

const table = (schema: string) => sql.table(`${schema}.decision_events`);

/**
 * Decision 064: written in the transaction that applies the decision, so the decision and the
 * record review must make of it commit together or not at all. `clock_timestamp()`: two events of
 * one transaction (an approval and the case becoming `ready`) keep their order.
 */
export async function writeDecisionEvent(
  trx: DecisionOutboxDb,
  schema: string,
  event: NewDecisionEvent,
): Promise<string> {
  const { rows } = await sql<{ id: string }>`
    insert into ${table(schema)} (kind, user_id, agent_id, audit, email, created_at)
    values (
      ${`${event.audit.subjectType}:${event.audit.decision}`}, ${event.audit.userId},
      ${event.audit.agentId}, ${JSON.stringify(event.audit)}::jsonb,
      ${event.email ? JSON.stringify(event.email) : null}::jsonb, clock_timestamp()
    )
    returning id
  `.execute(trx);
  return rows[0]!.id;
}

/** The oldest events review has not acknowledged yet. */
export async function pendingDecisionEvents(
  db: DecisionOutboxDb,
  schema: string,
  limit: number,
): Promise<DecisionEvent[]> {
  const { rows } = await sql<EventRow>`
    select id, audit, email, created_at from ${table(schema)}
    order by created_at, id
    limit ${limit}
  `.execute(db);
  return rows.map((row) => ({
    id: row.id,
    audit: row.audit,
    email: row.email,
    createdAt: row.created_at.toISOString(),
  }));
}

/**
 * Review recorded these: they are deleted, since review's trail and outbox hold them from now on and
 * an event names a person, a document and a reason (decision 031 keeps such data once, where
 * erasure finds it). Acknowledging twice changes nothing. Answers how many were still open.
 */
export async function acknowledgeDecisionEvents(
  db: DecisionOutboxDb,
  schema: string,
  eventIds: readonly string[],
): Promise<number> {
  const result = await sql`
    delete from ${table(schema)} where id = any(${[...eventIds]}::uuid[])
  `.execute(db);
  return Number(result.numAffectedRows ?? 0n);
}

/** Events review has not acknowledged yet: the outbox's backlog (decision 074). */
export async function countDecisionEvents(db: DecisionOutboxDb, schema: string): Promise<number> {
  const { rows } = await sql<{ count: string }>`
    select count(*) as count from ${table(schema)}
  `.execute(db);
  return Number(rows[0]?.count ?? 0);
}
