import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import { dropOrphanedRoles } from '@nomada/service-kit';
import { eventually } from '@nomada/service-kit/eventually';
import { provideDatabaseAccess, type PlatformDatabase } from './database-access';
import { REPO_ROOT } from './paths';
import { busyPorts } from './port-check';
import { listeningPorts } from './processes';

export type IsolatedPlatform = {
  baseUrl: string;
  port: number;
  /** The environment the launcher runs with (its DATABASE_URL, SESSION_SECRET, …). */
  env: NodeJS.ProcessEnv;
  /** The run's database and each owner's roles on it, as the launcher hands them to its processes. */
  database: PlatformDatabase;
  logFile: string;
  /** Stops every process and deletes the database, Redis keys and files of this run. */
  stop(options?: { keepFiles?: boolean }): Promise<void>;
};

const serverUrl = () =>
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = () => process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function onServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function deleteKeys(prefix: string): Promise<void> {
  const redis = new Redis(redisUrl(), { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

async function waitForHealth(
  url: string,
  hasExited: () => boolean,
  timeoutMs: number,
): Promise<void> {
  await eventually(
    async () => {
      if (hasExited()) throw new Error('the platform exited before it became healthy');
      // No answer: not listening yet.
      return (await fetch(url).catch(() => undefined))?.ok;
    },
    { timeoutMs, intervalMs: 500, what: 'the platform answering /healthz' },
  );
}

/**
 * Starts the built platform (`npm start`'s launcher) on its own port, database, Redis prefix, mailbox
 * and storage, for browser tests and benchmarks that must not touch anyone else's data.
 */
export async function startIsolatedPlatform({
  port,
  label,
  env: extraEnv = {},
}: {
  port: number;
  label: string;
  env?: NodeJS.ProcessEnv;
}): Promise<IsolatedPlatform> {
  // Checked here, before the launcher (which refuses them too) starts: another copy on these ports
  // would answer the health wait below, and the tests would run against it.
  const replicas = Number(extraEnv.REPLICAS ?? process.env.REPLICAS) || 1;
  const busy = await busyPorts(
    listeningPorts(port, { database: false, redis: false, devServers: false, replicas }),
  );
  if (busy.length > 0)
    throw new Error(
      `${label}: port(s) ${busy.join(', ')} already in use, most likely by another test or bench ` +
        `platform; give this one another port (E2E_PORT, BENCH_PORT) or stop the other`,
    );
  const runId = randomBytes(4).toString('hex');
  const databaseName = `nomada_${label}_${runId}`;
  const redisPrefix = `nomada-${label}-${runId}`;
  const workDir = mkdtempSync(path.join(tmpdir(), `nomada-${label}-`));
  const databaseUrl = new URL(serverUrl());
  databaseUrl.pathname = `/${databaseName}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: redisUrl(),
    REDIS_PREFIX: redisPrefix,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    MAILBOX_DIR: path.join(workDir, 'mailbox'),
    STORAGE_DIR: path.join(workDir, 'storage'),
    SMTP_URL: '',
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  await onServer(`CREATE DATABASE "${databaseName}"`);
  // The launcher makes the same roles again (idempotent); made here first, seeders know them.
  const database = await provideDatabaseAccess(
    databaseUrl.toString(),
    env.SESSION_SECRET as string,
    () => undefined,
  ).catch(async (error: unknown) => {
    await onServer(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    throw error;
  });
  const logFile = path.join(workDir, 'platform.log');
  const log = createWriteStream(logFile);
  // The launcher itself, not npx around it: its exit then means every process it started has stopped.
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/src/start.ts'], {
    cwd: REPO_ROOT,
    env,
    detached: true,
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;

  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // The whole process group has already exited.
    }
  };

  const stop = async ({ keepFiles = false } = {}) => {
    if (!hasExited()) {
      signalGroup('SIGTERM');
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, 30_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve(undefined);
        });
      });
    }
    // Whatever did not stop gracefully (nothing, normally) goes now.
    signalGroup('SIGKILL');
    child.stdout?.unpipe(log);
    child.stderr?.unpipe(log);
    log.end();
    await onServer(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`).catch(() => undefined);
    // Roles are the server's, not the database's: this run's go with it (and any a killed run left).
    await dropOrphanedRoles(serverUrl()).catch(() => undefined);
    await deleteKeys(redisPrefix).catch(() => undefined);
    if (!keepFiles) rmSync(workDir, { recursive: true, force: true });
  };

  try {
    // Longer than the launcher's own wait (which grows with REPLICAS), so the launcher says why first.
    await waitForHealth(`http://127.0.0.1:${port}/healthz`, hasExited, 240_000 * replicas);
  } catch (error) {
    await stop({ keepFiles: true });
    const tail = readFileSync(logFile, 'utf8').trim().split('\n').slice(-40).join('\n');
    throw new Error(`${(error as Error).message}\n--- platform log (${logFile}) ---\n${tail}`);
  }
  return { baseUrl: `http://localhost:${port}`, port, env, database, logFile, stop };
}
