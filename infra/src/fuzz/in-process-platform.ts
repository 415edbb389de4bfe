import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import {
  createDb,
  dropOrphanedRoles,
  provisionDatabaseRoles,
  SERVICE_PORT_OFFSETS,
  type Closable,
  type DataOwner,
  type OwnerDatabaseUrls,
} from '@nomada/service-kit';
import {
  createTestDatabase,
  deleteRedisKeys,
  TEST_SESSION_SECRET,
  testRedisPrefix,
  testRedisUrl,
  testServerUrl,
} from '@nomada/service-kit/testing';
import { buildApp as buildIdentity } from '@nomada/identity/app';
import { identityConfigSchema } from '@nomada/identity/config';
import { migrateDatabase as migrateIdentity } from '@nomada/identity/migrate';
import { buildApp as buildDocuments } from '@nomada/documents/app';
import { loadDocumentsConfig } from '@nomada/documents/config';
import { migrateDatabase as migrateDocuments } from '@nomada/documents/migrate';
import { buildApp as buildReview } from '@nomada/review/app';
import { loadReviewConfig } from '@nomada/review/config';
import { migrateDatabase as migrateReview } from '@nomada/review/migrate';
import { buildApp as buildMessaging } from '@nomada/messaging/app';
import { loadMessagingConfig } from '@nomada/messaging/config';
import { migrateDatabase as migrateMessaging } from '@nomada/messaging/migrate';
import { startChatWork } from '@nomada/messaging/chat-worker';
import { buildApp as buildGateway } from '@nomada/gateway/app';
import { loadGatewayConfig } from '@nomada/gateway/config';
import { migrateDatabase as migrateGateway } from '@nomada/gateway/migrate';

/** Sign-in hashes are cheap here: the fuzz is about input handling, not the cost of scrypt. */
export const FUZZ_SCRYPT = { N: 2 ** 10, r: 8, p: 1 };

export type InProcessPlatform = {
  gateway: FastifyInstance;
  /** The test's own connection, which may read every schema. */
  databaseUrl: string;
  /** Each owner's roles, which its service runs (and migrated) as (decision 068). */
  roles: Record<DataOwner, OwnerDatabaseUrls>;
  /** Resolves once the work services do after answering (identity's notifications) has finished. */
  settled(): Promise<void>;
  close(): Promise<void>;
};

type ChatWorkDb = Parameters<typeof startChatWork>[1]['db'];

/**
 * The four services and the gateway in this process, on ports derived from `port` as the launcher
 * does it, over one fresh database and a Redis prefix of their own; each migrated by its owner role
 * and running on its runtime role, as `npm start` runs them. Of the messaging worker only the
 * chat part runs, since `visa-chat` answers with its worker's reply; the email worker is not
 * started: what the services hand to it stays in their outboxes.
 */
export async function startInProcessPlatform(port: number): Promise<InProcessPlatform> {
  const database = await createTestDatabase();
  const redisPrefix = testRedisPrefix();
  const workDir = mkdtempSync(path.join(tmpdir(), 'nomada-fuzz-'));
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    REDIS_URL: testRedisUrl(),
    REDIS_PREFIX: redisPrefix,
    SESSION_SECRET: TEST_SESSION_SECRET,
    CLIENT_ADDRESS_KEY: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    STORAGE_DIR: path.join(workDir, 'storage'),
    MAILBOX_DIR: path.join(workDir, 'mailbox'),
    RATE_LIMIT_MAX: '1000000',
  };
  const roles = await provisionDatabaseRoles(database.url, TEST_SESSION_SECRET);
  const migrations: [DataOwner, (url: string) => Promise<void>][] = [
    ['identity', migrateIdentity],
    ['documents', migrateDocuments],
    ['review', migrateReview],
    ['messaging', migrateMessaging],
    ['gateway', migrateGateway],
  ];
  for (const [owner, migrate] of migrations) await migrate(roles[owner].migrationDatabaseUrl);
  const envOf = (owner: DataOwner) => ({ ...env, DATABASE_URL: roles[owner].databaseUrl });

  const messagingConfig = loadMessagingConfig(envOf('messaging'));
  // Sign-in hashes are cheap here: the fuzz is about input handling, not the cost of scrypt.
  const identity = await buildIdentity(identityConfigSchema.parse(envOf('identity')), {
    scryptParams: { N: 2 ** 10, r: 8, p: 1 },
  });
  const services: FastifyInstance[] = [
    identity,
    await buildDocuments(loadDocumentsConfig(envOf('documents'))),
    await buildReview(loadReviewConfig(envOf('review'))),
    await buildMessaging(messagingConfig),
  ];
  const chatDb: ChatWorkDb = createDb(roles.messaging.databaseUrl);
  const chatWork: Closable[] = startChatWork(messagingConfig, {
    db: chatDb,
    logger: pino({ level: 'silent' }),
    // Reminder emails are written to the outbox before this is called; with no email worker they stay there.
    enqueueEmails: async () => undefined,
  });
  const offsets = [
    SERVICE_PORT_OFFSETS.identity,
    SERVICE_PORT_OFFSETS.documents,
    SERVICE_PORT_OFFSETS.review,
    SERVICE_PORT_OFFSETS.messaging,
  ];
  for (const [index, app] of services.entries())
    await app.listen({ port: port + offsets[index]!, host: '127.0.0.1' });
  // Requests are injected, addressed to localhost:80: the gateway serves only the name it is given.
  const gateway = await buildGateway(
    loadGatewayConfig({ ...envOf('gateway'), PUBLIC_URL: 'http://localhost', WEB_ROOT: workDir }),
  );
  await gateway.ready();

  return {
    gateway,
    databaseUrl: database.url,
    roles,
    settled: () => identity.background.settled(),
    async close() {
      await gateway.close();
      for (const app of services) await app.close();
      for (const part of chatWork) await part.close();
      await chatDb.destroy();
      await deleteRedisKeys(redisPrefix);
      await database.drop();
      await dropOrphanedRoles(testServerUrl());
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
