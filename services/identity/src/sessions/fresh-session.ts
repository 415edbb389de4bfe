import type { FastifyReply } from 'fastify';
import type { Transaction } from 'kysely';
import type { Role } from '@nomada/contracts';
import type { IdentityDeps } from '../deps';
import type { Database } from '../db/schema';
import { setSessionCookies } from './cookies';

/**
 * Makes a change to how an account signs in (password, second factor) and, in the same transaction,
 * signs out every session of the account, the caller's included; the caller gets a new session, so
 * only cookies issued after the change work. Revocations reach Redis after the commit (decision 007).
 */
export async function changeWithFreshSession<T>(
  { db, sessions, cookies }: Pick<IdentityDeps, 'db' | 'sessions' | 'cookies'>,
  reply: FastifyReply,
  account: { id: string; role: Role },
  reason: string,
  change: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  await sessions.assertRevocable();
  const { result, revoked, issued } = await db.transaction().execute(async (trx) => {
    const result = await change(trx);
    const revoked = await sessions.revokeAllInTransaction(trx, account.id, reason);
    const issued = await sessions.begin(trx, account);
    return { result, revoked, issued };
  });
  setSessionCookies(reply, issued, cookies);
  await sessions.publishRevocations(revoked);
  return result;
}
