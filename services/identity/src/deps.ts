import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { AgentNotifier, Throttle } from '@nomada/service-kit';
import type { AccountServices } from './accounts/account-services';
import type { ErasureRelay } from './accounts/erasure-relay';
import type { BackgroundTasks } from './background-tasks';
import type { IdentityConfig } from './config';
import type { Database } from './db/schema';
import type { Mailer } from './mail/mailer';
import type { PasswordHasher } from './security/passwords';
import type { SecretBox } from './security/secret-box';
import type { CookieSettings } from './sessions/cookies';
import type { SessionManager } from './sessions/session-manager';
import type { TotpChallenges } from './sessions/totp-challenge';

export type LoginThrottles = {
  /** One account from one address: the lockout, which only ever locks that address out. */
  accountAtAddress: Throttle;
  /** One address over every account (password spraying). */
  address: Throttle;
  /** One account from every address (a distributed guess); high, so it is no lockout tool. */
  account: Throttle;
};

export type TwoFactorThrottles = {
  /** Codes of one account, wherever typed: the hourly lock. */
  attempts: Throttle;
  /** Codes within one sign-in challenge. */
  challengeAttempts: Throttle;
};

/** What the routes need, built once in buildApp and handed to each route plugin. */
export type IdentityDeps = {
  config: IdentityConfig;
  db: Kysely<Database>;
  redis: Redis;
  mailer: Mailer;
  passwords: PasswordHasher;
  sessions: SessionManager;
  login: LoginThrottles;
  /** Checks of the current password (change-password), per account. */
  passwordCheck: Throttle;
  recover: Throttle;
  /** New confirmation links, per account (3 an hour). */
  resendConfirmation: Throttle;
  cookies: CookieSettings;
  background: BackgroundTasks;
  /** Encrypts the TOTP secrets kept in the database. */
  secretBox: SecretBox;
  twoFactor: TwoFactorThrottles;
  /** The signed cookie of a sign-in's two-factor step. */
  challenges: TotpChallenges;
  agentNotifier: AgentNotifier;
  /** What documents, review and messaging keep about a person (export, erasure). */
  accountServices: AccountServices;
  erasures: ErasureRelay;
};
