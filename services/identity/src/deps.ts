import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { IdentityConfig } from './config';
import type { Database } from './db/schema';
import type { Mailer } from './mail/mailer';
import type { PasswordHasher } from './security/passwords';
import type { Throttle } from './security/throttle';
import type { SessionManager } from './sessions/session-manager';

/** What the routes need, built once in buildApp and handed to each route plugin. */
export type IdentityDeps = {
  config: IdentityConfig;
  db: Kysely<Database>;
  redis: Redis;
  mailer: Mailer;
  passwords: PasswordHasher;
  sessions: SessionManager;
  loginThrottle: Throttle;
  recoverThrottle: Throttle;
  /** Cookies get `Secure` when the product is served over HTTPS. */
  secureCookies: boolean;
};
