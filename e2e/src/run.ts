/**
 * `npm run e2e`: starts the built platform in isolation (own port, database, Redis prefix, mailbox),
 * creates an agent, runs Playwright against the gateway, then removes everything it made.
 * `REPLICAS=2 npm run e2e` runs the same tests against two instances of every service and worker
 * behind the gateway (decision 045).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { databaseEnv } from '@nomada/infra/database-access';
import { startIsolatedPlatform } from '@nomada/infra/isolated-platform';

const e2eDir = path.resolve(import.meta.dirname, '..');
const repoRoot = path.dirname(e2eDir);
const port = Number(process.env.E2E_PORT ?? 8180);
const agent = {
  email: `agent-${randomBytes(4).toString('hex')}@nomada-e2e.test`,
  password: 'AgentPass1!',
  firstName: 'Laura',
  lastName: 'Martín',
};

async function main(): Promise<number> {
  const replicas = process.env.REPLICAS?.trim() || '1';
  if (replicas !== '1')
    console.log(`e2e: REPLICAS=${replicas}: every service and worker ×${replicas}`);
  const platform = await startIsolatedPlatform({
    port,
    label: 'e2e',
    env: { RATE_LIMIT_MAX: '10000', REPLICAS: replicas },
  });
  // The operator's command runs as identity, like identity itself (decision 068).
  const identityDatabase = databaseEnv('identity', platform.database);
  let exitCode = 1;
  try {
    const created = spawnSync(
      'npx',
      [
        'tsx',
        'services/identity/src/cli/create-agent.ts',
        ...['--email', agent.email, '--password', agent.password],
        ...['--first-name', agent.firstName, '--last-name', agent.lastName],
      ],
      { cwd: repoRoot, env: { ...platform.env, ...identityDatabase }, stdio: 'inherit' },
    );
    if (created.status !== 0) throw new Error('create-agent failed');
    const playwright = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
      cwd: e2eDir,
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_BASE_URL: platform.baseUrl,
        E2E_PORT: String(port),
        E2E_SESSION_SECRET: platform.env.SESSION_SECRET,
        E2E_IDENTITY_DATABASE_URL: identityDatabase.DATABASE_URL,
        E2E_IDENTITY_MIGRATION_DATABASE_URL: identityDatabase.MIGRATION_DATABASE_URL ?? '',
        E2E_AGENT_EMAIL: agent.email,
        E2E_AGENT_PASSWORD: agent.password,
        E2E_AGENT_NAME: `${agent.firstName} ${agent.lastName}`,
      },
    });
    exitCode = playwright.status ?? 1;
  } catch (error) {
    console.error(`e2e: ${(error as Error).message}`);
  } finally {
    if (exitCode !== 0) console.error(`e2e: the platform's log is kept at ${platform.logFile}`);
    await platform.stop({ keepFiles: exitCode !== 0 });
  }
  return exitCode;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(`e2e: ${(error as Error).message}`);
  process.exitCode = 1;
}
