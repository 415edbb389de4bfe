import type { Redis } from 'ioredis';
import { ConfigError } from './config';
import { createRedis } from './redis';
import { withTimeout } from './with-timeout';

/** `maxmemory_policy` of Redis' `INFO memory` answer (INFO works where managed Redis refuses CONFIG). */
export function evictionPolicyOf(info: string): string | null {
  const match = /^maxmemory_policy:(\S+)/m.exec(info);
  return match ? (match[1] ?? null) : null;
}

/**
 * BullMQ's queues, the outbox relays' jobs and the session-revocation keys must never be evicted:
 * an evicted job is an email never sent, an evicted revocation a signed-out session that works again.
 * Only `noeviction` makes Redis refuse writes when full instead of dropping keys.
 */
export function evictionProblem(policy: string | null): string | null {
  if (policy === null || policy === 'noeviction') return null;
  return (
    `Redis evicts keys (maxmemory-policy ${policy}); queues and session revocations need ` +
    '`maxmemory-policy noeviction` (redis.conf, or CONFIG SET maxmemory-policy noeviction)'
  );
}

/** `unknown`: Redis answered without naming its policy (INFO restricted), so nothing is refused. */
export type EvictionCheckResult = 'noeviction' | 'unknown' | 'unreachable';

/**
 * Asked once at start (startService, runWorker): a Redis that evicts keys stops the process with a
 * ConfigError naming the fix. A Redis that does not answer yet is not a reason to refuse: the
 * instance starts unready (its /readyz fails until Redis answers) and the check is logged as skipped.
 */
export async function checkRedisEvictionPolicy(
  url: string,
  { timeoutMs = 5_000, connect = createRedis } = {},
): Promise<EvictionCheckResult> {
  const redis: Redis = connect(url, { maxRetriesPerRequest: 1, enableOfflineQueue: true });
  try {
    let info: string;
    try {
      info = await withTimeout(redis.info('memory'), timeoutMs, 'Redis INFO');
    } catch {
      return 'unreachable';
    }
    const policy = evictionPolicyOf(info);
    const problem = evictionProblem(policy);
    if (problem) throw new ConfigError(problem);
    return policy === null ? 'unknown' : 'noeviction';
  } finally {
    redis.disconnect();
  }
}
