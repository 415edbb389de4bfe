/**
 * `npm run images:check`: runs the platform from the services' image (one container per service and
 * worker, read-only, as uid 1000, on this machine's PostgreSQL and Redis), applies the migrations and
 * creates the agent with the image's own commands, runs a smoke subset of the browser tests against
 * it, then stops every container with SIGTERM and expects each to exit 0 (a graceful drain).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { IMAGES_WORK_DIR, REPO_ROOT } from '../paths';
import { checkContainers, CONTAINER_ARGS } from './check-containers';
import { checkRedisUrl, createCheckDatabase, deleteRedisPrefix } from './check-database';
import { CHECKED_PROCESSES, MIGRATION_OWNERS, SMOKE_SPECS, WRITABLE } from './check-plan';
import { IMAGE_WEB_ROOT, LOCAL_TAG, NODE_VERSION, SERVICES_IMAGE } from './image-settings';
import { imageExists, missingTools, podmanOutput } from './podman';

const log = (line: string) => process.stdout.write(`images:check | ${line}\n`);
const IMAGE = `${SERVICES_IMAGE}:${LOCAL_TAG}`;
const port = Number(process.env.E2E_PORT ?? 8380);
const runId = randomBytes(4).toString('hex');
const agent = {
  email: `agent-${runId}@nomada-e2e.test`,
  password: 'AgentPass1!',
  firstName: 'Laura',
  lastName: 'Martín',
};

/** Environment of every container: what the launcher gives its processes, plus the images' settings. */
function platformEnv(databaseUrl: string, redisPrefix: string): Record<string, string> {
  return {
    // Development mode for the development mailbox the browser tests read (production needs SMTP).
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${port}`,
    DATABASE_URL: databaseUrl,
    REDIS_URL: checkRedisUrl(),
    REDIS_PREFIX: redisPrefix,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    CLIENT_ADDRESS_KEY: randomBytes(32).toString('hex'),
    STORAGE_DIR: WRITABLE.storage,
    MAILBOX_DIR: WRITABLE.mailbox,
    DEV_MAILBOX: 'true',
    WEB_ROOT: IMAGE_WEB_ROOT,
    RATE_LIMIT_MAX: '10000',
    LOG_LEVEL: 'warn',
    // The migrations ran as their own commands first, as Kubernetes' migration Jobs do.
    MIGRATE_ON_START: 'false',
    SHUTDOWN_TIMEOUT_MS: '20000',
  };
}

async function main(): Promise<number> {
  const missing = missingTools();
  if (missing.length)
    throw new Error(`missing ${missing.join(', ')}: apt-get install ${missing.join(' ')}`);
  if (!imageExists(IMAGE)) throw new Error(`no ${IMAGE}: run \`npm run images\` first`);

  const workDir = path.join(IMAGES_WORK_DIR, `check-${runId}`);
  for (const folder of ['storage', 'mailbox']) {
    mkdirSync(path.join(workDir, folder), { recursive: true });
    // The containers' user (uid 1000) writes there; the folders are the check's own.
    chmodSync(path.join(workDir, folder), 0o777);
  }
  const database = await createCheckDatabase(runId);
  const redisPrefix = `nomada-images-${runId}`;
  const env = platformEnv(database.url, redisPrefix);
  const containers = checkContainers({ image: IMAGE, runId, port, workDir });
  let ok = false;
  try {
    const entrypoint = podmanOutput([
      'image',
      'inspect',
      '--format',
      '{{json .Config.Entrypoint}} {{.Config.User}}',
      IMAGE,
    ]);
    const node = podmanOutput(['run', '--rm', ...CONTAINER_ARGS, IMAGE, '--version']);
    log(`${IMAGE}: entry ${entrypoint}, node ${node} (expected v${NODE_VERSION})`);
    if (node !== `v${NODE_VERSION}`) throw new Error(`the image runs node ${node}`);

    for (const owner of MIGRATION_OWNERS) {
      log(`migrating ${owner} (node services/${owner}/dist/cli/migrate.js)`);
      await containers.runOnce(`migrate-${owner}`, env, [`services/${owner}/dist/cli/migrate.js`]);
    }
    for (const owner of MIGRATION_OWNERS) {
      // What every pod's init container runs: it must see the Job's work and let the pod start.
      await containers.runOnce(`wait-${owner}`, env, [
        `services/${owner}/dist/cli/migrate.js`,
        '--wait',
      ]);
    }
    log('creating the agent (node services/identity/dist/cli/create-agent.js)');
    await containers.runOnce('create-agent', env, [
      'services/identity/dist/cli/create-agent.js',
      ...['--email', agent.email, '--password', agent.password],
      ...['--first-name', agent.firstName, '--last-name', agent.lastName],
    ]);

    const started = Date.now();
    for (const checked of CHECKED_PROCESSES) {
      await containers.start(checked, env);
      await containers.waitReady(checked);
    }
    log(
      `${CHECKED_PROCESSES.length} containers ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    const specs = process.env.IMAGES_CHECK_SPECS?.split(/[\s,]+/).filter(Boolean) ?? SMOKE_SPECS;
    log(`browser smoke: ${specs.join(' ')}`);
    const playwright = spawnSync('npx', ['playwright', 'test', ...specs], {
      cwd: path.join(REPO_ROOT, 'e2e'),
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_BASE_URL: `http://localhost:${port}`,
        E2E_PORT: String(port),
        E2E_SESSION_SECRET: env.SESSION_SECRET,
        E2E_AGENT_EMAIL: agent.email,
        E2E_AGENT_PASSWORD: agent.password,
        E2E_AGENT_NAME: `${agent.firstName} ${agent.lastName}`,
      },
    });
    if (playwright.status !== 0) throw new Error('the browser smoke failed');

    // The gateway first, as a rollout would drain traffic before the services behind it.
    const stops: string[] = [];
    let failedStops = 0;
    for (const checked of [...CHECKED_PROCESSES].reverse()) {
      const { code, ms } = await containers.stopGracefully(checked);
      stops.push(`${checked.name} ${code} in ${(ms / 1000).toFixed(1)} s`);
      if (code !== 0) failedStops++;
    }
    log(`SIGTERM → exit codes: ${stops.join(', ')}`);
    if (failedStops) throw new Error(`${failedStops} container(s) did not exit 0 on SIGTERM`);
    ok = true;
    return 0;
  } finally {
    containers.removeAll();
    await database.drop().catch(() => undefined);
    await deleteRedisPrefix(redisPrefix).catch(() => undefined);
    if (ok) rmSync(workDir, { recursive: true, force: true });
    else log(`containers' logs kept in ${path.relative(REPO_ROOT, workDir)}`);
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  process.stderr.write(`images:check: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
