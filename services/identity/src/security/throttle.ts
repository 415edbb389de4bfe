import type { Redis } from 'ioredis';
import { AppError, rateLimited } from '@nomada/service-kit';
import { tokenHash } from './tokens';

export type ThrottleOptions = {
  redis: Redis;
  prefix: string;
  name: string;
  limit: number;
  windowSeconds: number;
  message: string;
};

/** A fixed-window counter per subject (an email), shared by every copy of the service through Redis. */
export type Throttle = {
  /** Refuses with 429 once the subject has used up its window. */
  assertAllowed(subject: string): Promise<void>;
  /** Counts one event without refusing. */
  record(subject: string): Promise<void>;
  /** Counts one event and refuses it when it goes over the limit. */
  consume(subject: string): Promise<void>;
  clear(subject: string): Promise<void>;
};

function unavailable(): AppError {
  return new AppError('unavailable', 'Service temporarily unavailable. Please try again.');
}

export function createThrottle({
  redis,
  prefix,
  name,
  limit,
  windowSeconds,
  message,
}: ThrottleOptions): Throttle {
  // Hashed so no email address sits in Redis in clear text.
  const keyOf = (subject: string) => `${prefix}:identity:throttle:${name}:${tokenHash(subject)}`;

  async function refuse(key: string): Promise<never> {
    const ttl = await redis.ttl(key).catch(() => windowSeconds);
    throw rateLimited(message, ttl > 0 ? ttl : windowSeconds);
  }

  async function increment(key: string): Promise<number> {
    try {
      const results = await redis.multi().incr(key).expire(key, windowSeconds, 'NX').exec();
      const [incrError, count] = results?.[0] ?? [new Error('no result'), 0];
      if (incrError) throw incrError;
      return Number(count);
    } catch {
      throw unavailable();
    }
  }

  return {
    async assertAllowed(subject) {
      const key = keyOf(subject);
      const count = await redis.get(key).catch(() => {
        throw unavailable();
      });
      if (Number(count ?? 0) >= limit) await refuse(key);
    },
    async record(subject) {
      await increment(keyOf(subject));
    },
    async consume(subject) {
      const key = keyOf(subject);
      if ((await increment(key)) > limit) await refuse(key);
    },
    async clear(subject) {
      await redis.del(keyOf(subject)).catch(() => undefined);
    },
  };
}
