import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { UserSummary } from '@nomada/contracts';
import { ACCESS_COOKIE, createWorkerRedis } from '@nomada/service-kit';
import { buildApp } from '../../src/app';
import { createAssistant, type Phraser } from '../../src/chat/assistant/assistant';
import type { AnswerChatDeps } from '../../src/chat/queue/answer-chat-request';
import { createChatWorker } from '../../src/chat/queue/chat-worker';
import { loadKnowledge } from '../../src/chat/knowledge/load-knowledge';
import type { MessagingConfig } from '../../src/config';
import { startFakeIdentity, userSummary, type PersonOptions } from './fake-identity';
import { listenInRange } from './ports';
import { createTestContext, silentLogger } from './test-context';

export type Person = UserSummary & { cookie: string; sid: string };

const knowledge = loadKnowledge();

/**
 * A messaging app (or several, like instances behind a load balancer) over this file's database and
 * Redis prefix, a fake identity that says who is premium and assigned, people with session cookies,
 * and real chat queue workers.
 */
export async function createChatContext(env: Record<string, string> = {}) {
  const identity = await startFakeIdentity();
  const base = await createTestContext({
    IDENTITY_URL: identity.url,
    CHAT_TIMEOUT_MS: '8000',
    LLM_TIMEOUT_MS: '1000',
    CHAT_LOCK_MS: '1500',
    CHAT_STALLED_INTERVAL_MS: '500',
    ...env,
  });
  const apps: FastifyInstance[] = [];
  const closers: Array<() => Promise<unknown> | void> = [];

  async function startApp(config: MessagingConfig = base.config): Promise<FastifyInstance> {
    const app = await buildApp(config, { db: base.db, redis: base.redis });
    await app.ready();
    apps.push(app);
    return app;
  }
  const app = await startApp();

  /** A listening copy of the app, for event streams read over real HTTP. */
  async function listen(instance: FastifyInstance): Promise<string> {
    const port = await listenInRange((candidate) =>
      instance.listen({ port: candidate, host: '127.0.0.1' }),
    );
    return `http://127.0.0.1:${port}`;
  }

  function signIn(summary: UserSummary, expiresIn = '15m'): Person {
    identity.put(summary);
    const sid = randomUUID();
    const token = app.jwt.sign({ sub: summary.id, sid, role: summary.role }, { expiresIn });
    return { ...summary, sid, cookie: `${ACCESS_COOKIE}=${token}` };
  }

  const people = {
    applicant: (options?: PersonOptions) => signIn(userSummary('applicant', options)),
    agent: (options?: PersonOptions) => signIn(userSummary('agent', options)),
    /** A premium applicant assigned to `agent`. */
    assignedTo: (agent: Person, options?: PersonOptions) =>
      signIn(userSummary('applicant', { ...options, assignedAgentId: agent.id })),
    signIn,
  };

  /** Revokes a session the way identity does at logout. */
  const revoke = (person: Person) =>
    base.redis.set(`${base.config.REDIS_PREFIX}:revoked-session:${person.sid}`, '1', 'EX', 900);

  function startChatWorker({
    phraser,
    deps = {},
    lockDuration = 1500,
  }: { phraser?: Phraser; deps?: Partial<AnswerChatDeps>; lockDuration?: number } = {}) {
    const connection = createWorkerRedis(base.config.REDIS_URL);
    const worker = createChatWorker(
      connection,
      {
        db: base.db,
        assistant: createAssistant(knowledge, phraser),
        logger: silentLogger,
        expireAfterMs: base.config.CHAT_TIMEOUT_MS,
        ...deps,
      },
      {
        redisPrefix: base.prefix,
        concurrency: 2,
        lockDuration,
        stalledInterval: 500,
      },
    );
    let closed = false;
    closers.push(async () => {
      if (closed) return;
      closed = true;
      await worker.close();
      connection.disconnect();
    });
    /** The process dies: its jobs keep their locks until they lapse, nothing more reaches Redis. */
    async function crash() {
      closed = true;
      await worker.close(true);
      connection.disconnect();
    }
    return Object.assign(worker, { crash });
  }

  const post = (url: string, as: Person | undefined, payload?: unknown, headers = {}) =>
    app.inject({
      method: 'POST',
      url,
      headers: { ...(as ? { cookie: as.cookie } : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  async function close() {
    for (const closer of closers.reverse()) await closer();
    for (const instance of apps) await instance.close();
    await identity.close();
    await base.close();
  }

  return { ...base, identity, app, startApp, listen, people, revoke, startChatWorker, post, close };
}

export type ChatContext = Awaited<ReturnType<typeof createChatContext>>;
