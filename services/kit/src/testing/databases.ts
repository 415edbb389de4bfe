import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Server used by tests: the machine's PostgreSQL unless TEST_DATABASE_URL names another. */
export const testServerUrl = () =>
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function databaseUrl(name: string): string {
  const url = new URL(testServerUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testServerUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const uniqueName = (label: string) =>
  `nomada_${label}_${process.pid}_${randomBytes(4).toString('hex')}`;

export type TestDatabase = { name: string; url: string; drop(): Promise<void> };

async function dropDatabase(name: string): Promise<void> {
  await onServer((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

/** Vitest globalSetup: a template database migrated once per run; workers copy it. */
export async function createTemplateDatabase(
  label: string,
  migrate: (url: string) => Promise<void>,
): Promise<TestDatabase> {
  const name = uniqueName(`tpl_${label}`);
  await onServer((client) => client.query(`CREATE DATABASE "${name}"`));
  const url = databaseUrl(name);
  try {
    await migrate(url);
  } catch (error) {
    await dropDatabase(name);
    throw error;
  }
  return { name, url, drop: () => dropDatabase(name) };
}

/** One database per test file (and so per worker), copied from the migrated template. */
export async function createTestDatabase(templateName?: string): Promise<TestDatabase> {
  const name = uniqueName('test');
  const template = templateName ? ` TEMPLATE "${templateName}"` : '';
  for (let attempt = 0; ; attempt++) {
    try {
      await onServer((client) => client.query(`CREATE DATABASE "${name}"${template}`));
      break;
    } catch (error) {
      // Two workers copying one template at the same instant can collide; a retry succeeds.
      if (attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * (attempt + 1)));
    }
  }
  return { name, url: databaseUrl(name), drop: () => dropDatabase(name) };
}
