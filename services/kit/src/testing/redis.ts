import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export const testRedisUrl = () => process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A key prefix of its own for each test file, so parallel runs never see each other's keys or queues. */
export function testRedisPrefix(): string {
  return `nomada-test-${process.pid}-${randomBytes(4).toString('hex')}`;
}

export async function deleteRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(testRedisUrl(), { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
