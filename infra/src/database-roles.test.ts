import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import {
  DATA_OWNERS,
  databaseRolesSql,
  dropOrphanedRoles,
  type DataOwner,
} from '@nomada/service-kit';
import {
  createTestDatabase,
  TEST_SESSION_SECRET,
  testRedisPrefix,
  testRedisUrl,
  testServerUrl,
  deleteRedisKeys,
  type TestDatabase,
} from '@nomada/service-kit/testing';
import { buildApp as buildIdentity } from '@nomada/identity/app';
import { identityConfigSchema } from '@nomada/identity/config';
import { createAgent } from '@nomada/identity/create-agent';
import { createPasswordHasher } from '@nomada/identity/passwords';
import { migrateDatabase as migrateIdentity } from '@nomada/identity/migrate';
import { migrateDatabase as migrateDocuments } from '@nomada/documents/migrate';
import { migrateDatabase as migrateReview } from '@nomada/review/migrate';
import { migrateDatabase as migrateMessaging } from '@nomada/messaging/migrate';
import { migrateDatabase as migrateGateway } from '@nomada/gateway/migrate';
import {
  databaseEnv,
  ownerUrls,
  provideDatabaseAccess,
  type PlatformDatabase,
} from './database-access';
import { REPO_ROOT } from './paths';

/** One table of each owner, read by every other owner's runtime role. */
const A_TABLE: Record<DataOwner, string> = {
  identity: 'identity.users',
  documents: 'documents.user_documents',
  review: 'review.decisions',
  messaging: 'messaging.emails',
  gateway: 'gateway.remote_versions',
};
const MIGRATE: Record<DataOwner, (url: string) => Promise<void>> = {
  identity: migrateIdentity,
  documents: migrateDocuments,
  review: migrateReview,
  messaging: migrateMessaging,
  gateway: migrateGateway,
};

let database: TestDatabase;
let platform: PlatformDatabase;

async function sqlState(url: string, text: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  database = await createTestDatabase();
  platform = await provideDatabaseAccess(database.url, TEST_SESSION_SECRET, () => undefined);
  for (const owner of DATA_OWNERS)
    await MIGRATE[owner](ownerUrls(owner, platform).migrationDatabaseUrl);
}, 120_000);

afterAll(async () => {
  await database?.drop();
  await dropOrphanedRoles(testServerUrl());
}, 60_000);

describe("each data owner's roles on the real migrations", { timeout: 60_000 }, () => {
  it('gives every process of an owner its runtime role, and its migrations the owner role', () => {
    expect(platform.access.kind).toBe('roles');
    const env = databaseEnv('messaging', platform);
    expect(new URL(env.DATABASE_URL as string).username).toMatch(/_messaging$/);
    expect(new URL(env.MIGRATION_DATABASE_URL as string).username).toMatch(/_messaging_owner$/);
  });

  it("refuses identity's role the documents schema (permission denied)", async () => {
    const identity = ownerUrls('identity', platform).databaseUrl;
    expect(await sqlState(identity, 'select * from documents.user_documents')).toBe('42501');
    expect(await sqlState(identity, 'select * from identity.users')).toBe('ok');
  });

  it("refuses the gateway's role identity's schema: it reaches its registry only", async () => {
    const gateway = ownerUrls('gateway', platform).databaseUrl;
    expect(await sqlState(gateway, 'select password_hash from identity.users')).toBe('42501');
    expect(await sqlState(gateway, 'select * from gateway.remote_versions')).toBe('ok');
  });

  it("keeps every runtime role out of every other owner's tables, and out of DDL in its own", async () => {
    for (const reader of DATA_OWNERS) {
      const url = ownerUrls(reader, platform).databaseUrl;
      for (const owner of DATA_OWNERS) {
        const expected = owner === reader ? 'ok' : '42501';
        expect(
          await sqlState(url, `select 1 from ${A_TABLE[owner]} limit 1`),
          `${reader} → ${owner}`,
        ).toBe(expected);
      }
      expect(await sqlState(url, `create table ${reader}.intruder (id int)`), reader).toBe('42501');
    }
  });

  it('runs identity on its runtime role: an agent is made and signs in', async () => {
    const identity = ownerUrls('identity', platform).databaseUrl;
    const agent = { email: 'roles-agent@nomada.test', password: 'Ag3nt!Pass' };
    const hasher = createPasswordHasher({ N: 2 ** 10, r: 8, p: 1 });
    await createAgent(identity, { ...agent, firstName: 'Rol', lastName: 'Agente' }, hasher);
    const prefix = testRedisPrefix();
    const app = await buildIdentity(
      identityConfigSchema.parse({
        NODE_ENV: 'test',
        DATABASE_URL: identity,
        REDIS_URL: testRedisUrl(),
        REDIS_PREFIX: prefix,
        SESSION_SECRET: TEST_SESSION_SECRET,
        LOG_LEVEL: 'silent',
      }),
      { passwords: hasher },
    );
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/functions/auth-login',
        payload: agent,
      });
      expect(login.statusCode, login.body).toBe(200);
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
    } finally {
      await app.close();
      await deleteRedisKeys(prefix);
    }
  });
});

describe('the README', () => {
  it('shows a DBA the very SQL the roles are made with', () => {
    const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
    expect(readme).toContain(`\`\`\`sql\n${databaseRolesSql('nomada')}\n\`\`\``);
  });
});
