import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { e2eEnv } from './env';

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');

export type TestAgent = { email: string; password: string; firstName: string; lastName: string };

/** Letters only (names allow no digits), different on every call: rows are found by it. */
export function uniqueName(prefix: string): string {
  const letters = [...randomBytes(6)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');
  return `${prefix}${letters}`;
}

/**
 * The database of this run: the platform is started with a database of its own (random name) on
 * the test PostgreSQL server, and the e2e agent run.ts created lives only in that one.
 */
export async function runDatabaseUrl(): Promise<string> {
  const server = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const query = async <T extends pg.QueryResultRow>(
    url: string,
    sql: string,
    values: unknown[] = [],
  ) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<T>(sql, values)).rows;
    } finally {
      await client.end();
    }
  };
  const databases = await query<{ datname: string }>(
    server,
    "select datname from pg_database where datname like 'nomada_e2e_%'",
  );
  for (const { datname } of databases) {
    const url = new URL(server);
    url.pathname = `/${datname}`;
    const found = await query(
      url.toString(),
      "select 1 from identity.users where email = $1 and role = 'agent'",
      [e2eEnv.agent.email],
    ).catch(() => []);
    if (found.length) return url.toString();
  }
  throw new Error('the database of this e2e run was not found');
}

/**
 * An agent of one's own, made with the operator's command (`create-agent`), for tests that change
 * the agent itself (names, two-factor sign-in) while other tests sign in as the shared one.
 */
export async function createAgent(firstName = 'Carmen'): Promise<TestAgent> {
  const agent: TestAgent = {
    email: `${uniqueName('agent-')}@nomada-e2e.test`,
    password: 'AgentPass1!',
    firstName,
    lastName: uniqueName('Agente'),
  };
  // identity's own roles where the run made them; the images' check runs on one URL.
  const identityUrl = process.env.E2E_IDENTITY_DATABASE_URL;
  const databaseEnv = identityUrl
    ? {
        DATABASE_URL: identityUrl,
        MIGRATION_DATABASE_URL: process.env.E2E_IDENTITY_MIGRATION_DATABASE_URL ?? '',
      }
    : { DATABASE_URL: await runDatabaseUrl() };
  const args = [
    'tsx',
    'services/identity/src/cli/create-agent.ts',
    ...['--email', agent.email, '--password', agent.password],
    ...['--first-name', agent.firstName, '--last-name', agent.lastName],
  ];
  const output: string[] = [];
  const status = await new Promise<number | null>((resolve) => {
    const child = spawn('npx', args, {
      cwd: repoRoot,
      env: { ...process.env, ...databaseEnv },
    });
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.on('close', resolve);
  });
  if (status !== 0) throw new Error(`create-agent failed (${status}):\n${output.join('')}`);
  return agent;
}
