import { unauthorized } from '@nomada/service-kit';
import type { IdentityDeps } from '../deps';
import type { Account } from '../db/repositories/accounts';
import { claimTotpStep, useRecoveryCode } from '../db/repositories/two-factor';
import { matchTotp, normaliseRecoveryCode } from '../security/totp';
import { tokenHash } from '../security/tokens';

/**
 * For accounts with two-factor sign-in: the password alone gets 401 `totp_required`; a code from the
 * app (each used once) or an unused recovery code lets the sign-in through; anything else is 401
 * `totp_invalid`. Attempts were already counted by the sign-in throttle.
 */
export async function checkSecondFactor(
  { db, secretBox }: Pick<IdentityDeps, 'db' | 'secretBox'>,
  account: Account,
  code: string | undefined,
): Promise<void> {
  if (!account.totp_secret) return;
  if (!code) throw unauthorized('totp_required');
  if (/^\d{6}$/.test(code)) {
    const step = matchTotp(secretBox.open(account.totp_secret), code, {
      lastUsedStep: account.totp_last_step === null ? -1 : Number(account.totp_last_step),
    });
    if (step !== undefined && (await claimTotpStep(db, account.id, step))) return;
  } else if (await useRecoveryCode(db, account.id, tokenHash(normaliseRecoveryCode(code)))) {
    return;
  }
  throw unauthorized('totp_invalid');
}
