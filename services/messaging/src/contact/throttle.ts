import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { rateLimited } from '@nomada/service-kit';
import type { Logger } from '../queues/logger';

export type ThrottleRule = { name: string; limit: number; windowSeconds: number };

export const TOO_MANY_MESSAGES = 'Too many messages. Please try again later.';

/** A Redis outage must not take the contact form down with it; the check gives up after this. */
const REDIS_TIMEOUT_MS = 1_000;

/** Personal data (an email address) never becomes a Redis key in clear. */
export const hashSubject = (value: string) =>
  createHash('sha256').update(value.trim().toLowerCase()).digest('hex').slice(0, 32);

/**
 * Fixed-window counter `<prefix>:throttle:<rule>:<subject>`: the first hit starts the window, every
 * hit counts. Over the limit → 429 with Retry-After = what is left of the window. If Redis cannot
 * answer, the request is let through (logged): the submission is stored in PostgreSQL either way.
 */
export async function enforceThrottle(
  redis: Redis,
  redisPrefix: string,
  rule: ThrottleRule,
  subject: string,
  logger: Logger,
): Promise<void> {
  const key = `${redisPrefix}:throttle:${rule.name}:${subject}`;
  let result: [number, number] | undefined;
  try {
    result = await withTimeout(count(redis, key, rule.windowSeconds * 1000));
  } catch (error) {
    logger.warn(
      { rule: rule.name, err: error instanceof Error ? error.message : String(error) },
      'throttle unavailable; request let through',
    );
    return;
  }
  const [hits, ttlMs] = result;
  if (hits > rule.limit) {
    const retryAfter = Math.max(
      1,
      Math.ceil((ttlMs > 0 ? ttlMs : rule.windowSeconds * 1000) / 1000),
    );
    throw rateLimited(TOO_MANY_MESSAGES, retryAfter);
  }
}

async function count(redis: Redis, key: string, windowMs: number): Promise<[number, number]> {
  const replies = await redis.multi().incr(key).pexpire(key, windowMs, 'NX').pttl(key).exec();
  if (!replies) throw new Error('throttle transaction aborted');
  const [incr, , pttl] = replies;
  if (incr?.[0] || pttl?.[0]) throw incr?.[0] ?? pttl?.[0] ?? new Error('throttle failed');
  return [Number(incr?.[1]), Number(pttl?.[1])];
}

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('redis did not answer in time')), REDIS_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
