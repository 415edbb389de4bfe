/**
 * `npm run e2e`: starts the built platform on its own port, database and Redis prefix,
 * creates an agent, runs Playwright against the gateway, then tears everything down.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Redis } from 'ioredis';

const e2eDir = dirname(dirname(fileURLToPath(import.meta.url)));
const repoRoot = dirname(e2eDir);
const port = Number(process.env.E2E_PORT ?? 8180);
const runId = randomBytes(4).toString('hex');
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const databaseName = `nomada_e2e_${runId}`;
const workDir = mkdtempSync(join(tmpdir(), 'nomada-e2e-'));
const agent = {
  email: `agent-${runId}@nomada-e2e.test`,
  password: 'AgentPass1!',
  firstName: 'Laura',
  lastName: 'Martín',
};

async function onServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function databaseUrl(): string {
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

async function waitForHealth(platform: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (platform.exitCode !== null)
      throw new Error(`the platform exited with code ${platform.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the platform did not become healthy within 180 s');
}

async function cleanRedis(prefix: string): Promise<void> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
    if (keys.length) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
  redis.disconnect();
}

async function main(): Promise<number> {
  const sessionSecret = randomBytes(32).toString('hex');
  const redisPrefix = `nomada-e2e-${runId}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    DATABASE_URL: databaseUrl(),
    REDIS_URL: redisUrl,
    REDIS_PREFIX: redisPrefix,
    SESSION_SECRET: sessionSecret,
    MAILBOX_DIR: join(workDir, 'mailbox'),
    STORAGE_DIR: join(workDir, 'storage'),
    RATE_LIMIT_MAX: '10000',
    SMTP_URL: '',
    LOG_LEVEL: 'warn',
  };
  await onServer(`CREATE DATABASE "${databaseName}"`);
  const logFile = join(workDir, 'platform.log');
  const log = createWriteStream(logFile);
  const platform = spawn('npx', ['tsx', 'infra/src/start.ts'], {
    cwd: repoRoot,
    env,
    detached: true,
  });
  platform.stdout?.pipe(log);
  platform.stderr?.pipe(log);
  let exitCode = 1;
  try {
    await waitForHealth(platform);
    const created = spawnSync(
      'npx',
      [
        'tsx',
        'services/identity/src/cli/create-agent.ts',
        '--email',
        agent.email,
        '--password',
        agent.password,
        '--first-name',
        agent.firstName,
        '--last-name',
        agent.lastName,
      ],
      { cwd: repoRoot, env, stdio: 'inherit' },
    );
    if (created.status !== 0) throw new Error('create-agent failed');
    const playwright = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
      cwd: e2eDir,
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_BASE_URL: `http://localhost:${port}`,
        E2E_PORT: String(port),
        E2E_SESSION_SECRET: sessionSecret,
        E2E_AGENT_EMAIL: agent.email,
        E2E_AGENT_PASSWORD: agent.password,
        E2E_AGENT_NAME: `${agent.firstName} ${agent.lastName}`,
      },
    });
    exitCode = playwright.status ?? 1;
  } catch (error) {
    console.error(`e2e: ${(error as Error).message}`);
  } finally {
    if (platform.pid && platform.exitCode === null) {
      process.kill(-platform.pid, 'SIGTERM');
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, 15_000);
        platform.once('exit', () => {
          clearTimeout(timer);
          resolve(undefined);
        });
      });
      if (platform.exitCode === null && platform.signalCode === null)
        process.kill(-platform.pid, 'SIGKILL');
    }
    log.end();
    if (exitCode !== 0) {
      const lines = readFileSync(logFile, 'utf8').trim().split('\n');
      console.error(`--- last platform log lines (${logFile}) ---\n${lines.slice(-60).join('\n')}`);
    }
    await onServer(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`).catch(() => undefined);
    await cleanRedis(redisPrefix).catch(() => undefined);
    if (exitCode === 0) rmSync(workDir, { recursive: true, force: true });
  }
  return exitCode;
}

process.exitCode = await main();
