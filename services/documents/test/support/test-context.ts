import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { AgentNotificationRequest, Plan, UserSummary } from '@nomada/contracts';
import { ACCESS_COOKIE, createDb, internalHeaders } from '@nomada/service-kit';
import {
  deleteRedisKeys,
  TEST_SESSION_SECRET,
  testRedisPrefix,
  testRedisUrl,
  createTestDatabaseFromTemplate,
} from '@nomada/service-kit/testing';
import { buildApp, type AppOverrides } from '../../src/app';
import { documentsConfigSchema, type DocumentsConfig } from '../../src/config';
import type { DocumentsDatabase, RequiredDocumentRow } from '../../src/db/schema';
import { startIdentityStub, userSummary, type IdentityStub } from './identity-stub';
import { multipartBody, type Part } from './multipart';
import { listenInRange } from './ports';
import { filesUnder } from './stored-files';

export type Person = UserSummary & { cookie: string };
type PersonOptions = Parameters<typeof userSummary>[1];

export type TestContext = {
  app: FastifyInstance;
  config: DocumentsConfig;
  db: Kysely<DocumentsDatabase>;
  databaseUrl: string;
  identity: IdentityStub;
  /** What agents were told (messaging's `/internal/agent-notifications`). */
  notifications: AgentNotificationRequest[];
  /** While true, telling agents fails like an unreachable messaging service. */
  notifierFailing: { value: boolean };
  storageDir: string;
  clock: { now(): number; advance(ms: number): void };
  applicant(options?: PersonOptions): Person;
  agent(options?: PersonOptions): Person;
  /** Changes what identity says about someone (their status, plan, assignment). */
  update(person: Person, changes: Partial<UserSummary>): Person;
  post(
    url: string,
    options?: { as?: Person; body?: unknown; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  upload(
    as: Person | null,
    parts: Part[],
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  /** An upload for one checklist item, as the applicant dashboard sends it. */
  uploadFor(
    as: Person,
    item: RequiredDocumentRow,
    content: Buffer,
    filename?: string,
  ): Promise<LightMyRequestResponse>;
  internal(url: string, body: unknown): Promise<LightMyRequestResponse>;
  /** Serves the app over real HTTP on a port of our range; answers its base URL. */
  listen(): Promise<string>;
  checklist(plan: Plan): Promise<RequiredDocumentRow[]>;
  /** Every file under STORAGE_DIR, spool included. */
  storedFiles(): Promise<string[]>;
  close(): Promise<void>;
};

export type ContextOptions = {
  env?: Record<string, string>;
  overrides?: AppOverrides;
  /** Several instances share one database: pass the first one's. */
  databaseUrl?: string;
};

/** One database (from the migrated template), one identity stub, one storage folder per context. */
export async function createTestContext(options: ContextOptions = {}): Promise<TestContext> {
  const database = options.databaseUrl ? null : await createTestDatabaseFromTemplate();
  const databaseUrl = options.databaseUrl ?? (database?.url as string);
  const identity = await startIdentityStub();
  const storageDir = await mkdtemp(path.join(tmpdir(), 'nomada-documents-test-'));
  const redisPrefix = testRedisPrefix();
  let now = Date.now();
  const config = documentsConfigSchema.parse({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    REDIS_URL: testRedisUrl(),
    REDIS_PREFIX: redisPrefix,
    SESSION_SECRET: TEST_SESSION_SECRET,
    PUBLIC_URL: 'http://localhost:8080',
    IDENTITY_URL: identity.url,
    STORAGE_DIR: storageDir,
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const notifications: AgentNotificationRequest[] = [];
  const notifierFailing = { value: false };
  const agentNotifier = {
    async notify(notification: AgentNotificationRequest) {
      if (notifierFailing.value) throw new Error('messaging unreachable');
      notifications.push(notification);
    },
  };
  const app = await buildApp(config, {
    logger: false,
    now: () => now,
    agentNotifier,
    ...options.overrides,
  });
  await app.ready();
  const db = createDb<DocumentsDatabase>(databaseUrl, { max: 4 });

  const signIn = (summary: UserSummary): Person => {
    identity.put(summary);
    const token = app.jwt.sign({ sub: summary.id, sid: randomUUID(), role: summary.role });
    return { ...summary, cookie: `${ACCESS_COOKIE}=${token}` };
  };

  const ctx: TestContext = {
    app,
    config,
    db,
    databaseUrl,
    identity,
    notifications,
    notifierFailing,
    storageDir,
    clock: { now: () => now, advance: (ms) => void (now += ms) },
    applicant: (personOptions) => signIn(userSummary('applicant', personOptions)),
    agent: (personOptions) => signIn(userSummary('agent', personOptions)),
    update(person, changes) {
      const updated = { ...person, ...changes };
      identity.put(updated);
      return updated;
    },
    post(url, { as, body, headers = {} } = {}) {
      return app.inject({
        method: 'POST',
        url,
        headers: { ...(as ? { cookie: as.cookie } : {}), ...headers },
        ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
      });
    },
    upload(as, parts, headers = {}) {
      const { payload, headers: multipart } = multipartBody(parts);
      return app.inject({
        method: 'POST',
        url: '/functions/auth-upload-document',
        headers: { ...multipart, ...(as ? { cookie: as.cookie } : {}), ...headers },
        payload,
      });
    },
    uploadFor(as, item, content, filename = 'document.pdf') {
      return ctx.upload(as, [
        { name: 'documentName', value: item.name_en },
        { name: 'requiredDocumentId', value: item.id },
        { filename, content },
      ]);
    },
    internal(url, body) {
      return app.inject({
        method: 'POST',
        url,
        headers: internalHeaders(TEST_SESSION_SECRET),
        payload: body as InjectOptions['payload'],
      });
    },
    async listen() {
      const port = await listenInRange((candidate) =>
        app.listen({ port: candidate, host: '127.0.0.1' }),
      );
      return `http://127.0.0.1:${port}`;
    },
    checklist: (plan) =>
      db
        .selectFrom('documents.required_documents')
        .selectAll()
        .where('plan', '=', plan)
        .orderBy('sort_order')
        .execute(),
    storedFiles: () => filesUnder(storageDir),
    async close() {
      await app.close();
      await identity.close();
      await db.destroy();
      await deleteRedisKeys(redisPrefix);
      await database?.drop();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
  return ctx;
}

/** The first checklist item of a plan with the given slug. */
export async function itemOf(
  ctx: TestContext,
  plan: Plan,
  slug: string,
): Promise<RequiredDocumentRow> {
  const item = (await ctx.checklist(plan)).find((each) => each.slug === slug);
  if (!item) throw new Error(`no ${slug} in the ${plan} checklist`);
  return item;
}
