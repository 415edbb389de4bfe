import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import {
  countDecisionEvents,
  createAgentNotifier,
  createServiceApp,
  createThrottle,
  isHttpsUrl,
  registerOutboxBacklogs,
  type AgentNotifier,
  type ThrottleRule,
} from '@nomada/service-kit';
import { createAccountServices, type AccountServices } from './accounts/account-services';
import { createErasureRelay, type ErasureRelay } from './accounts/erasure-relay';
import { createBackgroundTasks, type BackgroundTasks } from './background-tasks';
import type { IdentityConfig } from './config';
import { countPendingRevocations } from './db/repositories/sessions';
import type { Database } from './db/schema';
import type { IdentityDeps } from './deps';
import { createMessagingMailer, type Mailer } from './mail/mailer';
import { createPasswordHasher, type PasswordHasher, type ScryptParams } from './security/passwords';
import { createSecretBox } from './security/secret-box';
import { createRevocationPublisher, type RevocationPublisher } from './sessions/revocations';
import { createSessionManager } from './sessions/session-manager';
import { createTotpChallenges } from './sessions/totp-challenge';
import { THROTTLE_RULES } from './throttle-rules';
import { identityRoutes } from './routes/index';

export type BuildOverrides = {
  /** Replaces the HTTP hand-off to messaging. */
  mailer?: Mailer;
  agentNotifier?: AgentNotifier;
  /** Replaces the calls to documents, review and messaging about a person's data. */
  accountServices?: AccountServices;
  /** Tests lower the scrypt cost; production keeps the default. */
  scryptParams?: ScryptParams;
  /** Tests count or slow down password checks. */
  passwords?: PasswordHasher;
  logger?: FastifyServerOptions['logger'];
};

export type IdentityApp = FastifyInstance & {
  revocations: RevocationPublisher;
  background: BackgroundTasks;
  erasures: ErasureRelay;
};

export async function buildApp(
  config: IdentityConfig,
  overrides: BuildOverrides = {},
): Promise<IdentityApp> {
  const { app, db, redis } = await createServiceApp<Database>('identity', config, {
    logger: overrides.logger,
    // The agent dashboard asks for four lists at once, each a page and a count.
    dbPoolMax: 10,
  });
  registerOutboxBacklogs(app.metrics, {
    revocations: () => countPendingRevocations(db),
    'decision-events': () => countDecisionEvents(db, 'identity'),
  });
  const throttleStore = {
    redis,
    redisPrefix: `${config.REDIS_PREFIX}:identity`,
    db: db as Kysely<unknown>,
    table: 'identity.throttle_counters',
    log: app.log,
  };
  const throttle = (rule: ThrottleRule) => createThrottle(throttleStore, rule);
  const revocations = createRevocationPublisher({
    db,
    redis,
    redisPrefix: config.REDIS_PREFIX,
    log: app.log,
  });

  const secure = isHttpsUrl(config.PUBLIC_URL);
  const background = createBackgroundTasks();
  app.addHook('onClose', () => background.settled());
  const accountServices = overrides.accountServices ?? createAccountServices(config);
  const erasures = createErasureRelay({
    db,
    services: accountServices,
    revocations,
    log: app.log,
    intervalMs: config.ERASURE_RELAY_INTERVAL_MS,
  });
  app.addHook('onClose', () => erasures.close());

  const deps: IdentityDeps = {
    config,
    db,
    redis,
    mailer: overrides.mailer ?? createMessagingMailer(config.MESSAGING_URL, config.SESSION_SECRET),
    passwords: overrides.passwords ?? createPasswordHasher(overrides.scryptParams),
    sessions: createSessionManager({
      db,
      redis,
      jwt: app.jwt,
      log: app.log,
      policy: config.sessionPolicy,
      revocations,
    }),
    login: {
      accountAtAddress: throttle(THROTTLE_RULES.loginAccountAtAddress),
      address: throttle(THROTTLE_RULES.loginAddress),
      account: throttle(THROTTLE_RULES.loginAccount),
    },
    passwordCheck: throttle(THROTTLE_RULES.passwordCheck),
    recover: throttle(THROTTLE_RULES.recover),
    resendConfirmation: throttle(THROTTLE_RULES.resendConfirmation),
    cookies: { secure, names: app.sessionCookies },
    background,
    secretBox: createSecretBox(config.SESSION_SECRET),
    twoFactor: {
      attempts: throttle(THROTTLE_RULES.totpAccount),
      challengeAttempts: throttle(THROTTLE_RULES.totpChallenge),
    },
    challenges: createTotpChallenges(config.SESSION_SECRET, secure),
    agentNotifier:
      overrides.agentNotifier ?? createAgentNotifier(config.MESSAGING_URL, config.SESSION_SECRET),
    accountServices,
    erasures,
  };
  await app.register(identityRoutes, deps);
  return Object.assign(app, { revocations, background, erasures });
}
