import type { FastifyRequest } from 'fastify';
import { callerOf, unauthorized, type AccessClaims } from '@nomada/service-kit';
import type { IdentityDeps } from '../deps';
import { findAccountById, type Account } from '../db/repositories/accounts';
import { findLiveSession } from '../db/repositories/sessions';

/**
 * The signed-in caller's account. Besides the kit's cookie + Redis check, the session must still be
 * live in the database (not revoked, expired or idle), so a revocation holds even if its Redis entry were lost.
 */
export async function currentAccount(
  request: FastifyRequest,
  { db }: Pick<IdentityDeps, 'db'>,
): Promise<{ claims: AccessClaims; account: Account }> {
  const claims = await callerOf(request);
  const [account, active] = await Promise.all([
    findAccountById(db, claims.sub),
    findLiveSession(db, claims.sid, claims.sub),
  ]);
  if (!account || !active) throw unauthorized();
  return { claims, account };
}
