import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import { ACCESS_TOKEN_TTL_SECONDS } from '@nomada/contracts';
import {
  startPeriodicTask,
  AppError,
  isRedisDown,
  REDIS_TIMEOUT_MS,
  revokedSessionKey,
  withTimeout,
  type Closable,
} from '@nomada/service-kit';
import type { Database } from '../db/schema';
import { markRevocationsPublished, pendingRevocations } from '../db/repositories/sessions';

export type RevocationPublisher = {
  /**
   * Writes the Redis entries every service checks (for as long as an access token can live), then
   * forgets their outbox rows. Retries briefly; when Redis still refuses, answers 503 so nobody is
   * told "signed out" while other services would still take the token. The rows stay: the relay
   * publishes them once Redis is back.
   */
  publish(sessionIds: readonly string[]): Promise<void>;
  /** Publishes what is left in the outbox; answers how many were published. */
  relayOnce(): Promise<number>;
};

const RETRY_DELAYS_MS = [50, 200, 500];

export function createRevocationPublisher({
  db,
  redis,
  redisPrefix,
  log,
}: {
  db: Kysely<Database>;
  redis: Redis;
  redisPrefix: string;
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
}): RevocationPublisher {
  async function writeToRedis(sessionIds: readonly string[]): Promise<void> {
    const pipeline = redis.pipeline();
    for (const id of sessionIds)
      pipeline.set(revokedSessionKey(redisPrefix, id), '1', 'EX', ACCESS_TOKEN_TTL_SECONDS);
    const results = await withTimeout(pipeline.exec(), REDIS_TIMEOUT_MS, 'revocation publish');
    const failed = results?.find(([error]) => error);
    if (!results || failed) throw failed?.[0] ?? new Error('pipeline aborted');
  }

  async function publishWithRetries(sessionIds: readonly string[]): Promise<boolean> {
    for (let attempt = 0; ; attempt++) {
      // A client that lost its connection would only hold the command until it times out.
      if (isRedisDown(redis)) {
        log.error(
          { sessions: sessionIds.length },
          'Redis is not connected; revocations wait in the outbox',
        );
        return false;
      }
      try {
        await writeToRedis(sessionIds);
        return true;
      } catch (error) {
        const delay = RETRY_DELAYS_MS[attempt];
        if (delay === undefined) {
          log.error({ err: error, sessions: sessionIds.length }, 'could not publish revocations');
          return false;
        }
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }

  return {
    async publish(sessionIds) {
      if (sessionIds.length === 0) return;
      if (!(await publishWithRetries(sessionIds))) throw new AppError('unavailable');
      await markRevocationsPublished(db, sessionIds);
    },
    async relayOnce() {
      const ids = await pendingRevocations(db, 500);
      if (ids.length === 0) return 0;
      await writeToRedis(ids);
      await markRevocationsPublished(db, ids);
      log.info({ sessions: ids.length }, 'published revocations left in the outbox');
      return ids.length;
    },
  };
}

/** Publishes revocations Redis did not take at the time (or that a CLI wrote), every few seconds. */
export function startRevocationRelay(
  publisher: RevocationPublisher,
  log: FastifyBaseLogger,
  intervalMs = 2_000,
): Closable {
  return startPeriodicTask({
    name: 'revocation relay',
    intervalMs,
    log,
    run: () => publisher.relayOnce(),
  });
}
