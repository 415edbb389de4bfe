import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { createDb } from '../db';
import { AppError } from '../errors';
import { createRedis } from '../redis';
import { createThrottle, type ThrottleRule, type ThrottleStore } from './throttle';
import {
  createTestDatabase,
  deleteRedisKeys,
  startPrivateRedis,
  testRedisPrefix,
  testRedisUrl,
  type TestDatabase,
} from '../testing';

const silent = { warn: () => undefined };
const rule: ThrottleRule = { name: 'test', limit: 5, windowSeconds: 60, code: 'login_throttled' };
let database: TestDatabase;
let db: Kysely<unknown>;
const prefix = testRedisPrefix();

beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb(database.url, { max: 10 });
  await sql`create schema t`.execute(db);
  await sql`create table t.throttle_counters (key text primary key, hits integer not null, expires_at timestamptz not null)`.execute(
    db,
  );
});

afterAll(async () => {
  await db.destroy();
  await database.drop();
  await deleteRedisKeys(prefix);
});

async function store(redisUrl: string): Promise<ThrottleStore & { close(): void }> {
  const redis = createRedis(redisUrl);
  await redis.ping();
  return {
    redis,
    redisPrefix: prefix,
    db,
    table: 't.throttle_counters',
    log: silent,
    close: () => redis.disconnect(),
  };
}

async function outcomes(attempts: Promise<void>[]) {
  const settled = await Promise.allSettled(attempts);
  const refused = settled.filter(
    (result) =>
      result.status === 'rejected' && (result.reason as AppError).code === 'login_throttled',
  );
  return {
    allowed: settled.filter((r) => r.status === 'fulfilled').length,
    refused: refused.length,
  };
}

describe('createThrottle', () => {
  it('lets exactly the limit through a concurrent burst, and answers 429 with Retry-After after that', async () => {
    const shared = await store(testRedisUrl());
    const throttle = createThrottle(shared, rule);
    const result = await outcomes(Array.from({ length: 50 }, () => throttle.consume('burst')));
    expect(result).toEqual({ allowed: 5, refused: 45 });
    const error = (await throttle.consume('burst').catch((e: unknown) => e)) as AppError;
    expect(error.statusCode).toBe(429);
    expect(error.retryAfterSeconds).toBeGreaterThan(0);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(60);
    await throttle.reset('burst');
    await expect(throttle.consume('burst')).resolves.toBeUndefined();
    shared.close();
  });

  it('keeps counting in PostgreSQL while Redis is down, with the same limit', async () => {
    const redis = await startPrivateRedis();
    const local = await store(redis.url);
    const throttle = createThrottle(local, { ...rule, name: 'fallback' });
    await throttle.consume('victim');
    await redis.stop();
    const result = await outcomes(Array.from({ length: 20 }, () => throttle.consume('victim')));
    // PostgreSQL's window starts on its own: the limit holds there too.
    expect(result).toEqual({ allowed: 5, refused: 15 });
    const { rows } = await sql<{ hits: number }>`select hits from t.throttle_counters`.execute(db);
    expect(rows.map((row) => row.hits)).toContain(20);
    local.close();
  });

  it('refuses with 503 when neither Redis nor PostgreSQL answers', async () => {
    const redis = await startPrivateRedis();
    const local = await store(redis.url);
    await redis.stop();
    const broken = { ...local, table: 'missing.throttle_counters' };
    const error = (await createThrottle(broken, rule)
      .consume('anyone')
      .catch((e: unknown) => e)) as AppError;
    expect(error.code).toBe('unavailable');
    local.close();
  });

  it('gives back a released event, never below zero', async () => {
    const shared = await store(testRedisUrl());
    const throttle = createThrottle(shared, { ...rule, name: 'release' });
    for (let i = 0; i < 20; i++) {
      await throttle.consume('office');
      await throttle.release('office');
    }
    await throttle.release('office');
    await throttle.release('nobody');
    expect(await shared.redis.exists(`${prefix}:throttle:release:nobody`)).toBe(0);
    const result = await outcomes(Array.from({ length: 8 }, () => throttle.consume('office')));
    expect(result).toEqual({ allowed: 5, refused: 3 });
    shared.close();
  });

  it('counts without refusing: each of a concurrent burst gets its own number, in Redis or PostgreSQL', async () => {
    const redis = await startPrivateRedis();
    const local = await store(redis.url);
    const throttle = createThrottle(local, { ...rule, name: 'count' });
    const inRedis = await Promise.all(Array.from({ length: 8 }, () => throttle.count('lock')));
    expect(inRedis.map((result) => result.hits).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8,
    ]);
    expect(inRedis.every((result) => result.secondsLeft > 0 && result.secondsLeft <= 60)).toBe(
      true,
    );
    await redis.stop();
    const inPostgres = await Promise.all(Array.from({ length: 3 }, () => throttle.count('lock')));
    expect(inPostgres.map((result) => result.hits).sort()).toEqual([1, 2, 3]);
    local.close();
  });

  it('keeps no personal data in its keys', async () => {
    const shared = await store(testRedisUrl());
    await createThrottle(shared, { ...rule, name: 'privacy' }).consume('ana@example.com');
    const keys = await shared.redis.keys(`${prefix}:throttle:privacy:*`);
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toContain('ana');
    shared.close();
  });
});
