import type { ChainableCommander, Redis } from 'ioredis';

/**
 * The one fixed-window counter in Redis, under both of our limits: the services' throttles add one
 * event per call, the gateway's shared counters add a batch of hits per sync. One script, so the
 * increment and the window's start cannot be split by a crash or a race, and a key that somehow lost
 * its expiry gets one back instead of counting forever.
 */
const ADD_HITS = `
local current = redis.call('INCRBY', KEYS[1], ARGV[1])
if current == tonumber(ARGV[1]) then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[2]); ttl = tonumber(ARGV[2]) end
return {current, ttl}`;

/** The window's total after the hits just added, and the milliseconds left of it. */
export type WindowCount = { hits: number; msLeft: number };

type Reply = [number, number];
type Callback = (error: Error | null | undefined, reply?: Reply) => void;
/** Redis, or a pipeline of it, once the script is defined as a command. */
type Counting = {
  addHits(key: string, hits: number, windowMs: number, callback?: Callback): Promise<Reply>;
};

/**
 * The counter on this client: the script is defined on it at once (a pipeline has the commands its
 * client had when it was made), then `add` sends one call and `queue` puts one on a pipeline of it.
 */
export function windowCounter(redis: Redis) {
  if (!('addHits' in redis)) redis.defineCommand('addHits', { numberOfKeys: 1, lua: ADD_HITS });
  const toCount = ([hits, msLeft]: Reply): WindowCount => ({
    hits: Number(hits),
    msLeft: Number(msLeft),
  });
  return {
    /** Adds `hits` to `key`'s window, starting the window with the first. */
    async add(key: string, hits: number, windowMs: number): Promise<WindowCount> {
      return toCount(await (redis as unknown as Counting).addHits(key, hits, windowMs));
    },
    /** The same on a pipeline of this client (or on the client); the callback gets this one's answer. */
    queue(
      target: Redis | ChainableCommander,
      key: string,
      hits: number,
      windowMs: number,
      callback: (error: Error | null | undefined, count?: WindowCount) => void,
    ): void {
      void (target as unknown as Counting).addHits(key, hits, windowMs, (error, reply) =>
        callback(error, reply ? toCount(reply) : undefined),
      );
    },
  };
}
