import { rm } from 'node:fs/promises';
import type { LightMyRequestResponse } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { createDb } from '@nomada/service-kit';
import {
  deleteRedisKeys,
  TEST_SESSION_SECRET,
  testRedisPrefix,
  testRedisUrl,
  createTestDatabaseFromTemplate,
} from '@nomada/service-kit/testing';
import { buildApp, type ReviewApp } from '../../src/app';
import { loadReviewConfig, type ReviewConfig } from '../../src/config';
import type { ReviewDatabase } from '../../src/db/schema';
import { startDocumentsStub, type DocumentsStub } from './documents-stub';
import { startServiceProcess, type ServiceProcess } from './service-process';

export type LogLine = { level: number; msg: string; [key: string]: unknown };

/** An email as messaging stored it in its outbox (messaging.emails). */
export type StoredEmail = {
  template: string;
  recipient: string;
  language: 'en' | 'es';
  params: Record<string, string>;
};

export type TestContext = {
  review: ReviewApp;
  config: ReviewConfig;
  /** Review's own tables, for checking what a call wrote. */
  db: Kysely<ReviewDatabase>;
  identity: ServiceProcess;
  messaging: ServiceProcess;
  /** The documents stand-in; review uses it unless the real documents service runs. */
  documents: DocumentsStub;
  /** The real documents service, when the file asked for it. */
  documentsService: ServiceProcess | null;
  /** The environment the child services run with (their database, Redis prefix, secret). */
  serviceEnv: Record<string, string>;
  /** Everything review logged. */
  logs: LogLine[];
  /** POSTs JSON to the review app with these cookies. */
  post(url: string, body?: unknown, cookie?: string): Promise<LightMyRequestResponse>;
  /** Emails messaging has stored for this address, oldest first. */
  emailsTo(address: string): Promise<StoredEmail[]>;
  startMessaging(): Promise<void>;
  stopMessaging(): Promise<void>;
  close(): Promise<void>;
};

/**
 * One database (review's migrated template; identity and messaging migrate their schemas into it
 * when they start), one Redis prefix, the real identity and messaging services running from their
 * source, a documents stand-in, and the review app under test, for each test file.
 */
export async function createTestContext(
  env: Record<string, string> = {},
  { realDocuments = false }: { realDocuments?: boolean } = {},
): Promise<TestContext> {
  const database = await createTestDatabaseFromTemplate();
  const redisPrefix = testRedisPrefix();
  const serviceEnv: Record<string, string> = {
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    REDIS_URL: testRedisUrl(),
    REDIS_PREFIX: redisPrefix,
    SESSION_SECRET: TEST_SESSION_SECRET,
    PUBLIC_URL: 'http://localhost:8080',
    LOG_LEVEL: 'warn',
    // Messaging keeps mail in a folder without SMTP; nothing here reads it, the outbox rows suffice.
    MAILBOX_DIR: `/tmp/${redisPrefix}-mailbox`,
    STORAGE_DIR: `/tmp/${redisPrefix}-storage`,
  };
  // Messaging first, so identity (which emails on signup) can be told where it is.
  let messaging = await startServiceProcess('messaging', serviceEnv);
  const messagingPort = messaging.port;
  const identity = await startServiceProcess('identity', {
    ...serviceEnv,
    MESSAGING_URL: messaging.url,
  });
  const documents = await startDocumentsStub(database.url, TEST_SESSION_SECRET);
  const documentsService = realDocuments
    ? await startServiceProcess('documents', { ...serviceEnv, IDENTITY_URL: identity.url })
    : null;
  const config = loadReviewConfig({
    ...serviceEnv,
    IDENTITY_URL: identity.url,
    DOCUMENTS_URL: documentsService?.url ?? documents.url,
    MESSAGING_URL: messaging.url,
    EMAIL_RELAY_INTERVAL_MS: '200',
    EMAIL_RETRY_BASE_MS: '200',
    EMAIL_RETRY_MAX_MS: '1000',
    DECISION_RELAY_INTERVAL_MS: '200',
    // Reminders run when a test asks (app.reminders.tick()), never on their own mid-test.
    DEADLINE_REMINDER_FIRST_RUN_MS: '3600000',
    ...env,
  });
  const logs: LogLine[] = [];
  const db = createDb<ReviewDatabase>(database.url, { max: 4 });
  const review = await buildApp(config, {
    logger: {
      level: 'info',
      stream: { write: (line: string) => void logs.push(JSON.parse(line) as LogLine) },
    },
  });
  await review.ready();

  return {
    review,
    config,
    db,
    identity,
    get messaging() {
      return messaging;
    },
    documents,
    documentsService,
    serviceEnv,
    logs,
    post: (url, body, cookie) =>
      review.inject({
        method: 'POST',
        url,
        ...(body === undefined ? {} : { payload: body as object }),
        headers: cookie ? { cookie } : {},
      }),
    async emailsTo(address) {
      const { rows } = await sql<StoredEmail>`
        select template, recipient, language, params from messaging.emails
        where recipient = ${address.toLowerCase()} order by created_at, id
      `.execute(db);
      return rows;
    },
    async startMessaging() {
      messaging = await startServiceProcess('messaging', serviceEnv, { port: messagingPort });
    },
    async stopMessaging() {
      await messaging.stop();
    },
    async close() {
      await review.close();
      await documents.close();
      await documentsService?.stop();
      await identity.stop();
      await messaging.stop();
      await db.destroy();
      await deleteRedisKeys(redisPrefix);
      await database.drop();
      for (const folder of [serviceEnv.MAILBOX_DIR, serviceEnv.STORAGE_DIR])
        await rm(folder as string, { recursive: true, force: true });
    },
  };
}
