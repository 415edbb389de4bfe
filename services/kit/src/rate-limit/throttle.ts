import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { ErrorCode } from '@nomada/contracts';
import { AppError, rateLimited } from '../errors';
import { isRedisDown } from '../redis';
import { REDIS_TIMEOUT_MS, withTimeout } from '../with-timeout';
import { windowCounter, type WindowCount } from './window-counter';

/**
 * Fixed-window counters shared by every copy of a service.
 *
 * Behaviour when Redis is down (the one rule for every throttle): while the Redis client is not
 * connected, or when Redis does not answer within `REDIS_TIMEOUT_MS`, the count is kept in PostgreSQL
 * instead (the service's `throttle_counters` table),
 * so limits keep holding; the PostgreSQL window starts on its own, so at worst one window's worth of
 * extra attempts gets through while Redis is away. If PostgreSQL does not answer either, the request
 * is refused with 503: a throttle never lets everything through.
 */
export type ThrottleRule = {
  name: string;
  limit: number;
  windowSeconds: number;
  /** The 429's code: say what was limited (`login_throttled`, `contact_throttled`, …). */
  code: ErrorCode;
};

export type ThrottleStore = {
  redis: Redis;
  redisPrefix: string;
  db: Kysely<unknown>;
  /** `<schema>.throttle_counters` (key text primary key, hits integer, expires_at timestamptz). */
  table: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
};

/** The subject's count in the current window, the event just counted included. */
export type ThrottleCount = { hits: number; secondsLeft: number };

export type Throttle = {
  /** Counts one event for the subject first, then refuses it (429) when that goes over the limit. */
  consume(subject: string): Promise<void>;
  /**
   * Counts one event like `consume` but refuses nothing: for callers that must act on the count
   * itself (end a challenge at its limit, tell someone once when a lock engages).
   */
  count(subject: string): Promise<ThrottleCount>;
  /**
   * Gives back one counted event (a sign-in that succeeded): the limit is on failures, yet every
   * attempt is counted before it is judged. Never below zero; the window keeps its end.
   */
  release(subject: string): Promise<void>;
  /** Forgets the subject's window in both stores (a successful sign-in, a password reset). */
  reset(subject: string): Promise<void>;
};

const secondsLeft = (rule: ThrottleRule, msLeft: number) =>
  Math.max(1, Math.ceil((msLeft > 0 ? msLeft : rule.windowSeconds * 1000) / 1000));

/** Decrements a live counter only: an expired or missing key is not brought back without expiry. */
const RELEASE_SCRIPT = `
local hits = tonumber(redis.call('GET', KEYS[1]) or '0')
if hits > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

/** Personal data (an email, an address) never becomes a key in clear text. */
function keyOf(rule: ThrottleRule, subject: string): string {
  const digest = createHash('sha256').update(`${rule.name}\u0000${subject}`).digest('hex');
  return `throttle:${rule.name}:${digest.slice(0, 40)}`;
}

async function countInPostgres(
  db: Kysely<unknown>,
  table: string,
  key: string,
  windowSeconds: number,
): Promise<WindowCount> {
  const target = sql.table(table);
  const window = sql`make_interval(secs => ${windowSeconds})`;
  // An expired window restarts at 1; the upsert is atomic under concurrency.
  const { rows } = await sql<{ hits: number; ms_left: string }>`
    insert into ${target} as t (key, hits, expires_at) values (${key}, 1, now() + ${window})
    on conflict (key) do update set
      hits = case when t.expires_at <= now() then 1 else t.hits + 1 end,
      expires_at = case when t.expires_at <= now() then now() + ${window} else t.expires_at end
    returning hits, (extract(epoch from (expires_at - now())) * 1000)::bigint as ms_left
  `.execute(db);
  const row = rows[0];
  if (!row) throw new Error('throttle upsert returned nothing');
  // Rows are written only while Redis is away; now and then the expired ones go.
  if (Math.random() < 0.02)
    await sql`delete from ${target} where expires_at < now()`.execute(db).catch(() => undefined);
  return { hits: Number(row.hits), msLeft: Number(row.ms_left) };
}

export function createThrottle(store: ThrottleStore, rule: ThrottleRule): Throttle {
  const { redis, redisPrefix, db, table, log } = store;
  const counter = windowCounter(redis);

  async function countKey(key: string): Promise<WindowCount> {
    // A client that lost its connection would only queue the command until the timeout.
    if (!isRedisDown(redis)) {
      try {
        return await withTimeout(
          counter.add(`${redisPrefix}:${key}`, 1, rule.windowSeconds * 1000),
          REDIS_TIMEOUT_MS,
        );
      } catch (error) {
        log.warn(
          { rule: rule.name, err: error instanceof Error ? error.message : String(error) },
          'throttle: Redis unavailable, counting in PostgreSQL',
        );
      }
    }
    try {
      return await countInPostgres(db, table, key, rule.windowSeconds);
    } catch {
      throw new AppError('unavailable');
    }
  }

  return {
    async consume(subject) {
      const { hits, msLeft } = await countKey(keyOf(rule, subject));
      if (hits > rule.limit) throw rateLimited(rule.code, secondsLeft(rule, msLeft));
    },
    async count(subject) {
      const { hits, msLeft } = await countKey(keyOf(rule, subject));
      return { hits, secondsLeft: secondsLeft(rule, msLeft) };
    },
    async release(subject) {
      const key = keyOf(rule, subject);
      // Both stores, as reset does: the event was counted in whichever answered. A client that
      // lost its connection is skipped, as when counting: it would only hold the call a second.
      if (!isRedisDown(redis))
        await withTimeout(
          redis.eval(RELEASE_SCRIPT, 1, `${redisPrefix}:${key}`) as Promise<unknown>,
          REDIS_TIMEOUT_MS,
        ).catch(() => undefined);
      await sql`update ${sql.table(table)} set hits = hits - 1 where key = ${key} and hits > 0`
        .execute(db)
        .catch(() => undefined);
    },
    async reset(subject) {
      const key = keyOf(rule, subject);
      if (!isRedisDown(redis))
        await withTimeout(redis.del(`${redisPrefix}:${key}`), REDIS_TIMEOUT_MS).catch(
          () => undefined,
        );
      await sql`delete from ${sql.table(table)} where key = ${key}`
        .execute(db)
        .catch(() => undefined);
    },
  };
}
