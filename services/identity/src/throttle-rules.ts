import type { ThrottleRule } from '@nomada/service-kit';

const MINUTE = 60;

/** How long a sign-in's two-factor challenge stays open after its password was checked. */
export const TOTP_CHALLENGE_TTL_SECONDS = 10 * MINUTE;

/**
 * What sign-in attempts, password checks and two-factor codes are limited to (decisions 007, 015).
 * Every counter is the kit's throttle: Redis, PostgreSQL while Redis is away, 503 without either.
 */
export const THROTTLE_RULES = {
  loginAccountAtAddress: {
    name: 'login-account-address',
    limit: 5,
    windowSeconds: 15 * MINUTE,
    code: 'login_throttled',
  },
  loginAddress: {
    name: 'login-address',
    limit: 50,
    windowSeconds: 15 * MINUTE,
    code: 'login_throttled',
  },
  loginAccount: {
    name: 'login-account',
    limit: 100,
    windowSeconds: 60 * MINUTE,
    code: 'login_throttled',
  },
  passwordCheck: {
    name: 'password-check',
    limit: 5,
    windowSeconds: 15 * MINUTE,
    code: 'login_throttled',
  },
  recover: { name: 'recover', limit: 3, windowSeconds: 60 * MINUTE, code: 'recover_throttled' },
  resendConfirmation: {
    name: 'resend-confirmation',
    limit: 3,
    windowSeconds: 60 * MINUTE,
    code: 'confirmation_throttled',
  },
  /** Wrong codes within one sign-in challenge: the fifth ends it, and the password is asked again. */
  totpChallenge: {
    name: 'totp-challenge',
    limit: 5,
    windowSeconds: TOTP_CHALLENGE_TTL_SECONDS,
    code: 'totp_challenge_ended',
  },
  /** Wrong codes per account, wherever they are typed: the tenth locks codes and emails the agent. */
  totpAccount: {
    name: 'totp-account',
    limit: 10,
    windowSeconds: 60 * MINUTE,
    code: 'totp_locked',
  },
} as const satisfies Record<string, ThrottleRule>;
