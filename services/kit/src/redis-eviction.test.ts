import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from './config';
import { checkRedisEvictionPolicy, evictionPolicyOf, evictionProblem } from './redis-eviction';
import { startFakeRedisInfo } from './testing/fake-redis-info';
import { testRedisUrl } from './testing/redis';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

describe('Redis eviction policy', () => {
  it('reads the policy from INFO memory', () => {
    expect(evictionPolicyOf('# Memory\r\nused_memory:1\r\nmaxmemory_policy:allkeys-lru\r\n')).toBe(
      'allkeys-lru',
    );
    expect(evictionPolicyOf('# Memory\r\nused_memory:1\r\n')).toBeNull();
  });

  it('accepts only noeviction, and says how to fix the others', () => {
    expect(evictionProblem('noeviction')).toBeNull();
    expect(evictionProblem('volatile-lru')).toMatch(/maxmemory-policy noeviction/);
  });

  it('passes the test Redis, which keeps the default noeviction', async () => {
    expect(await checkRedisEvictionPolicy(testRedisUrl())).toBe('noeviction');
  });

  it('refuses a Redis that evicts keys with a configuration error', async () => {
    const fake = await startFakeRedisInfo('allkeys-lru');
    closers.push(fake.close);
    await expect(checkRedisEvictionPolicy(fake.url)).rejects.toThrow(ConfigError);
    await expect(checkRedisEvictionPolicy(fake.url)).rejects.toThrow(/allkeys-lru/);
  });

  it('does not refuse a Redis that does not answer yet', async () => {
    expect(await checkRedisEvictionPolicy('redis://127.0.0.1:1', { timeoutMs: 500 })).toBe(
      'unreachable',
    );
  });
});
