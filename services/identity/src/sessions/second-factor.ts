import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, badRequest, rateLimited, unauthorized } from '@nomada/service-kit';
import { errorText } from '@nomada/contracts';
import type { IdentityDeps } from '../deps';
import type { Account } from '../db/repositories/accounts';
import { claimTotpLockNotice, claimTotpStep, useRecoveryCode } from '../db/repositories/two-factor';
import { sendBestEffort } from '../mail/mailer';
import { matchTotp, normaliseRecoveryCode } from '../security/totp';
import { tokenHash } from '../security/tokens';
import { THROTTLE_RULES } from '../throttle-rules';

type FactorDeps = Pick<IdentityDeps, 'db' | 'secretBox' | 'twoFactor' | 'mailer' | 'background'>;

/** A code from the app (each used once) or an unused recovery code (used up by this check). */
async function codeMatches({ db, secretBox }: FactorDeps, account: Account, code: string) {
  if (!account.totp_secret) return false;
  if (/^\d{6}$/.test(code)) {
    const step = matchTotp(secretBox.open(account.totp_secret), code, {
      lastUsedStep: account.totp_last_step === null ? -1 : Number(account.totp_last_step),
    });
    return step !== undefined && (await claimTotpStep(db, account.id, step));
  }
  return useRecoveryCode(db, account.id, tokenHash(normaliseRecoveryCode(code)));
}

/** Emails the agent that their codes are locked: once per lock window, whoever saw it engage. */
function announceLock(deps: FactorDeps, account: Account, log: FastifyBaseLogger): void {
  deps.background.run(
    'two-factor-lock-notice',
    async () => {
      const windowSeconds = THROTTLE_RULES.totpAccount.windowSeconds;
      if (!(await claimTotpLockNotice(deps.db, account.id, windowSeconds))) return;
      log.warn({ userId: account.id }, 'two-factor codes locked after too many wrong ones');
      await sendBestEffort(
        deps.mailer,
        {
          template: 'two-factor-locked',
          to: account.email,
          language: account.language,
          params: { firstName: account.first_name },
        },
        log,
      );
    },
    log,
  );
}

/**
 * Checks a code of the account's current factor, wherever it is typed (sign-in, re-enrolment,
 * turning it off). Each check is counted before it is made, atomically, so a parallel burst cannot
 * get more than the limit checked; a right code gives its count back, so only wrong ones add up.
 * The wrong code that reaches the limit locks every check for the rest of the hour (429
 * `totp_locked`) and emails the agent. Answers whether the code was right.
 */
export async function verifyCurrentFactor(
  deps: FactorDeps,
  account: Account,
  code: string,
  log: FastifyBaseLogger,
): Promise<boolean> {
  const { limit, code: lockCode } = THROTTLE_RULES.totpAccount;
  const { hits, secondsLeft } = await deps.twoFactor.attempts.count(account.id);
  if (hits > limit) {
    // The first refusal announces too: when a right code was counted tenth beside a wrong eleventh,
    // no wrong code was the tenth to announce it.
    if (hits === limit + 1) announceLock(deps, account, log);
    throw rateLimited(lockCode, secondsLeft);
  }
  if (await codeMatches(deps, account, code)) {
    await deps.twoFactor.attempts.release(account.id);
    return true;
  }
  if (hits === limit) {
    announceLock(deps, account, log);
    throw rateLimited(lockCode, secondsLeft);
  }
  return false;
}

/**
 * The second step of sign-in for accounts with two-factor sign-in; the password was right. Without
 * an open challenge (its cookie), one is opened and the answer is 401 `totp_required`: no code is
 * checked outside a challenge. Inside one, a right code lets the sign-in through; the fifth wrong
 * code ends the challenge (401 `totp_challenge_ended`), so the password must be sent again.
 */
export async function checkSignInFactor(
  deps: FactorDeps & Pick<IdentityDeps, 'challenges'>,
  { request, reply }: { request: FastifyRequest; reply: FastifyReply },
  account: Account,
  code: string | undefined,
): Promise<void> {
  if (!account.totp_secret) return;
  const { challenges } = deps;
  const challenge = challenges.read(request, account.id);
  if (!challenge) {
    challenges.open(reply, account.id);
    throw unauthorized('totp_required');
  }
  if (!code) throw unauthorized('totp_required');

  const ended = () => {
    challenges.close(reply);
    return unauthorized('totp_challenge_ended');
  };
  const { limit } = THROTTLE_RULES.totpChallenge;
  const { hits } = await deps.twoFactor.challengeAttempts.count(challenge.id);
  if (hits > limit) throw ended();
  if (await verifyCurrentFactor(deps, account, code, request.log)) {
    challenges.close(reply);
    return;
  }
  if (hits === limit) throw ended();
  throw unauthorized('totp_invalid');
}

/**
 * Proof that the person at the keyboard is the account's owner before its second factor changes:
 * the current password, and a code of the current factor when one is on. Wrong passwords count
 * like change-password's; wrong codes count toward the same lock as sign-in's.
 */
export async function confirmOwner(
  deps: FactorDeps & Pick<IdentityDeps, 'passwords' | 'passwordCheck'>,
  account: Account,
  { currentPassword, code }: { currentPassword: string; code?: string },
  log: FastifyBaseLogger,
): Promise<void> {
  await deps.passwordCheck.consume(account.id);
  if (!(await deps.passwords.verify(currentPassword, account.password_hash)))
    throw badRequest('current_password_incorrect', {
      fields: { currentPassword: errorText('current_password_incorrect') },
    });
  await deps.passwordCheck.reset(account.id);
  if (!account.totp_secret) return;
  const codeError = (errorCode: 'totp_required' | 'totp_invalid') =>
    new AppError(errorCode, { status: 400, fields: { code: errorText(errorCode) } });
  if (!code) throw codeError('totp_required');
  if (!(await verifyCurrentFactor(deps, account, code, log))) throw codeError('totp_invalid');
}
