import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { isRedisDown } from '../redis';
import { windowCounter, type WindowCount } from './window-counter';

/** A client's hits in its window (this one included), and the milliseconds left of the window. */
export type SharedCount = { current: number; ttl: number };

/** How often each instance adds its new hits to the shared counts and reads them back. */
export const SYNC_INTERVAL_MS = 20;
/** While Redis does not answer, it is tried this often (the hits wait, counted here). */
const RETRY_INTERVAL_MS = 1_000;
const MAX_KEYS = 50_000;

/** One client's window as this instance sees it. */
type Window = {
  /** The shared count at the last sync (every instance's hits, ours included). */
  shared: number;
  /** Our hits sent to Redis, not yet in `shared`. */
  sending: number;
  /** Our hits since, not sent yet. */
  unsent: number;
  windowMs: number;
  resetAt: number;
};

export type SharedCounterOptions = {
  redis: Redis;
  keyPrefix: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
};

/**
 * Rate-limit counts shared by every gateway instance through Redis, in the same Redis windows as the
 * throttles (window-counter.ts), without a Redis round trip on the request's path: each request is
 * judged on the shared count of the last sync plus this instance's hits since, and every
 * SYNC_INTERVAL_MS the new hits go to Redis in one write (a pipeline when several clients have new
 * hits) and the totals come back. On one instance the count is exact; across several, a client may get
 * in what it sends to an instance in one interval before that instance sees the others' hits. While
 * Redis is unreachable or slow the unsent hits keep counting here, so the limit holds per instance, and
 * they are added once Redis answers again. The services' throttles (throttle.ts) count each event
 * before judging it and fail closed instead: a sign-in limit must hold exactly.
 */
export function sharedCounters({ redis, keyPrefix, log }: SharedCounterOptions) {
  const counter = windowCounter(redis);
  const windows = new Map<string, Window>();
  const dirty = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let failing = false;
  let closed = false;

  /** Many clients at once: expired windows go first, then the oldest, so memory stays bounded. */
  const makeRoom = (now: number) => {
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
    for (const key of windows.keys()) {
      if (windows.size < MAX_KEYS) break;
      windows.delete(key);
    }
  };

  const redisFailed = (error?: unknown) => {
    if (!failing) log.warn({ err: error }, 'rate limit: Redis unavailable, counting per instance');
    failing = true;
  };

  const synced =
    (key: string, window: Window, hits: number) => (error?: Error | null, reply?: WindowCount) => {
      window.sending -= hits;
      if (error || !reply) {
        redisFailed(error);
        window.unsent += hits;
        dirty.add(key);
        return schedule();
      }
      if (failing) log.info('rate limit: Redis is back, counting shared again');
      failing = false;
      window.shared = reply.hits;
      window.resetAt = Date.now() + reply.msLeft;
    };

  function sync(): void {
    timer = undefined;
    if (closed) return;
    if (isRedisDown(redis)) redisFailed();
    // Still connecting (at boot) or reconnecting: the hits wait here.
    if (redis.status !== 'ready') return schedule();
    const now = Date.now();
    // One client's hits (the usual case) are one command; several clients' go out as one pipeline.
    const batch = dirty.size > 1 ? redis.pipeline() : null;
    for (const key of dirty) {
      const window = windows.get(key);
      if (!window || window.resetAt <= now || window.unsent === 0) continue;
      const hits = window.unsent;
      window.unsent = 0;
      window.sending += hits;
      counter.queue(
        batch ?? redis,
        keyPrefix + key,
        hits,
        window.windowMs,
        synced(key, window, hits),
      );
    }
    dirty.clear();
    // Each command's callback has its own answer or error.
    if (batch) batch.exec().catch(() => undefined);
  }

  function schedule(): void {
    if (!closed) timer ??= setTimeout(sync, failing ? RETRY_INTERVAL_MS : SYNC_INTERVAL_MS).unref();
  }

  /** Counts one hit of `key`, starting its window if none is open, and answers where it stands. */
  function hit(key: string, windowMs: number): SharedCount {
    const now = Date.now();
    let window = windows.get(key);
    if (!window || window.resetAt <= now) {
      if (windows.size >= MAX_KEYS) makeRoom(now);
      window = { shared: 0, sending: 0, unsent: 0, windowMs, resetAt: now + windowMs };
      windows.set(key, window);
    }
    window.unsent += 1;
    dirty.add(key);
    schedule();
    return { current: window.shared + window.sending + window.unsent, ttl: window.resetAt - now };
  }

  return {
    hit,
    close(): void {
      closed = true;
      clearTimeout(timer);
    },
  };
}
