import { sql, type Kysely, type Transaction } from 'kysely';

// The lock helpers run plain SQL and work inside any service's transaction.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyTransaction = Transaction<any> | Kysely<any>;

const keyOf = (scope: string, userId: string) =>
  sql`hashtextextended(${`${scope}:person:${userId}`}, 0)`;

/**
 * Decision 031: storing something for a person (an upload, a message) takes their lock shared, so
 * such writes still run side by side; erasing the person (or sweeping their expired files) takes it
 * exclusively. A write is then either committed before the erasure starts, and the erasure removes
 * it, or it sees the erasure's mark and stores nothing. Transaction-scoped: released at commit or
 * rollback. `scope` keeps one service's locks apart from another's on a shared database.
 */
export async function lockPersonShared(
  trx: AnyTransaction,
  scope: string,
  userId: string,
): Promise<void> {
  await sql`select pg_advisory_xact_lock_shared(${keyOf(scope, userId)})`.execute(trx);
}

export async function lockPersonExclusive(
  trx: AnyTransaction,
  scope: string,
  userId: string,
): Promise<void> {
  await sql`select pg_advisory_xact_lock(${keyOf(scope, userId)})`.execute(trx);
}
