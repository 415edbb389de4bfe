import { sql } from 'kysely';
import type { Db } from './accounts';

export async function setPendingTotpSecret(db: Db, userId: string, sealed: string): Promise<void> {
  await db
    .updateTable('identity.users')
    .set({ totp_pending_secret: sealed, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

/** The pending secret becomes the secret; the recovery codes are replaced by these (hashed). */
export async function enableTotp(
  db: Db,
  userId: string,
  { step, recoveryCodeHashes }: { step: number; recoveryCodeHashes: readonly string[] },
): Promise<boolean> {
  const updated = await db
    .updateTable('identity.users')
    .set((eb) => ({
      totp_secret: eb.ref('totp_pending_secret'),
      totp_pending_secret: null,
      totp_enabled_at: new Date(),
      totp_last_step: step,
      updated_at: new Date(),
    }))
    .where('id', '=', userId)
    .where('totp_pending_secret', 'is not', null)
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) return false;
  await db.deleteFrom('identity.recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('identity.recovery_codes')
    .values(recoveryCodeHashes.map((code_hash) => ({ user_id: userId, code_hash })))
    .execute();
  return true;
}

export async function disableTotp(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('identity.users')
    .set({
      totp_secret: null,
      totp_pending_secret: null,
      totp_enabled_at: null,
      totp_last_step: null,
      updated_at: new Date(),
    })
    .where('id', '=', userId)
    .execute();
  await db.deleteFrom('identity.recovery_codes').where('user_id', '=', userId).execute();
}

/** Records a code's step only if it is later than the last one used: a replayed code loses the race. */
export async function claimTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const updated = await db
    .updateTable('identity.users')
    .set({ totp_last_step: step })
    .where('id', '=', userId)
    .where((eb) =>
      eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', String(step))]),
    )
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

export async function useRecoveryCode(db: Db, userId: string, codeHash: string): Promise<boolean> {
  const updated = await db
    .updateTable('identity.recovery_codes')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/**
 * Whether this caller is the one to tell the agent their codes were locked: the first to ask within
 * a lock window wins (a conditional update), so one lock sends one email however many saw it engage.
 */
export async function claimTotpLockNotice(
  db: Db,
  userId: string,
  windowSeconds: number,
): Promise<boolean> {
  const updated = await db
    .updateTable('identity.users')
    .set({ totp_lock_notified_at: sql<Date>`now()` })
    .where('id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('totp_lock_notified_at', 'is', null),
        eb(
          'totp_lock_notified_at',
          '<',
          sql<Date>`now() - make_interval(secs => ${windowSeconds})`,
        ),
      ]),
    )
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/** A password reset ends a lock: whoever knew the old password no longer does. */
export async function clearTotpLockNotice(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('identity.users')
    .set({ totp_lock_notified_at: null })
    .where('id', '=', userId)
    .execute();
}
