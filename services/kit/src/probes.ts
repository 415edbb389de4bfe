import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import { isRedisDown } from './redis';
import { withTimeout } from './with-timeout';

/** A dependency the instance cannot serve without; rejects when it is unreachable. */
export type ReadinessCheck = () => Promise<unknown>;

/** Below the probes' own timeout (deploy/kubernetes: 2 s), so a slow dependency is a 503, not a hang. */
export const READINESS_CHECK_TIMEOUT_MS = 1_000;

/** Whether this instance should get new traffic; `drain()` is called on SIGTERM and never undone. */
export type Readiness = { readonly draining: boolean; drain(): void };

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

export const databaseCheck =
  (db: Kysely<unknown>): ReadinessCheck =>
  () =>
    sql`select 1`.execute(db);

/** A client that lost Redis fails at once instead of waiting in ioredis' offline queue. */
export const redisCheck =
  (redis: Redis): ReadinessCheck =>
  async () => {
    if (isRedisDown(redis)) throw new Error('Redis connection lost');
    await redis.ping();
  };

/** Answers of the checks that failed, by name, all run at once and each bounded in time. */
export async function failedChecks(checks: Record<string, ReadinessCheck>): Promise<string[]> {
  const results = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      try {
        await withTimeout(check(), READINESS_CHECK_TIMEOUT_MS, name);
        return null;
      } catch {
        return name;
      }
    }),
  );
  return results.filter((name): name is string => name !== null);
}

export type ReadinessAnswer = { status: 200 | 503; body: Record<string, unknown> };

/**
 * What `/readyz` answers (decision 073): readiness is only what this pod alone can get wrong. A
 * dependency must have answered once since the process started (a wrong address, password or
 * network rule of this pod keeps it out of rotation, and a rollout with a bad Secret stalls on its
 * first new pod); once it has, its outage is shared by every pod, and taking them all out of their
 * Service would only turn each call's quick 503 into refused connections, take down the calls that
 * do not need it, and add a probe period to the recovery. Such a dependency is named `degraded`.
 */
export function readinessTracker(checks: Record<string, ReadinessCheck>) {
  const answeredOnce = new Set<string>();
  return async (draining: boolean): Promise<ReadinessAnswer> => {
    if (draining) return { status: 503, body: { ok: false, draining: true } };
    const failed = await failedChecks(checks);
    for (const name of Object.keys(checks)) if (!failed.includes(name)) answeredOnce.add(name);
    const unproven = failed.filter((name) => !answeredOnce.has(name));
    if (unproven.length > 0) return { status: 503, body: { ok: false, failed: unproven } };
    return { status: 200, body: failed.length ? { ok: true, degraded: failed } : { ok: true } };
  };
}

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/**
 * Kubernetes probes of every service (deploy/kubernetes): `GET /livez` answers while the process
 * does (no dependency is asked, so an outage never gets pods restarted); `GET /readyz` is 503 while
 * the instance drains after SIGTERM or until each dependency (PostgreSQL, Redis) has answered once
 * (readinessTracker). Probes log only at warn. Once draining, every answer closes its connection.
 */
export const probesPlugin = fp<{ checks: Record<string, ReadinessCheck> }>(
  async (app, { checks }) => {
    let draining = false;
    app.decorate('readiness', {
      get draining() {
        return draining;
      },
      drain: () => {
        draining = true;
      },
    } satisfies Readiness);

    // Keep-alive connections must not outlive the drain: an answer finishing after SIGTERM closes its
    // connection, so the client's next request opens one to another instance and the server's close
    // does not wait for idle sockets that were busy when it started.
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (draining) reply.header('connection', 'close');
      done(null, payload);
    });

    app.get('/livez', { logLevel: 'warn' }, async (_request, reply) => {
      noStore(reply);
      return { ok: true };
    });

    const readiness = readinessTracker(checks);
    app.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
      noStore(reply);
      const { status, body } = await readiness(draining);
      return reply.status(status).send(body);
    });
  },
  { name: 'nomada-probes' },
);
