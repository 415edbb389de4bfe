/**
 * `npm run images:check`: runs the platform from the services' image (one container per service and
 * worker, read-only, as uid 1000, on this machine's PostgreSQL and Redis), applies the migrations and
 * creates the agent with the image's own commands, runs a smoke subset of the browser tests against
 * it, then stops every container with SIGTERM and expects each to exit 0 (a graceful drain).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { IMAGES_WORK_DIR, REPO_ROOT } from '../paths';
import {
  CHECKED_PROCESSES,
  MIGRATION_OWNERS,
  SMOKE_SPECS,
  type CheckedProcess,
} from './check-plan';
import { checkRedisUrl, createCheckDatabase, deleteRedisPrefix } from './check-database';
import { IMAGE_USER, LOCAL_TAG, NODE_VERSION, SERVICES_IMAGE } from './image-settings';
import { imageExists, missingTools, podman, PODMAN_ENV, podmanOutput } from './podman';

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
const FRONT_ENDS = ['shell', 'mf-marketing', 'mf-applicant', 'mf-agent'];
const WRITABLE = { storage: '/var/lib/nomada/storage', mailbox: '/var/lib/nomada/mailbox' };

const containerName = (checked: CheckedProcess | string) =>
  `nomada-check-${runId}-${typeof checked === 'string' ? checked : checked.name}`;

function runOrThrow(command: string, args: string[], cwd = REPO_ROOT, env = process.env): void {
  const result = spawnSync(command, args, { cwd, env, stdio: 'inherit' });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
}

/** The front ends the gateway serves are static files (no image): built here and mounted read-only. */
function ensureFrontEnds(): void {
  const built = (folder: string) =>
    existsSync(
      path.join(REPO_ROOT, folder, 'dist', folder === 'shell' ? 'index.html' : 'mf-manifest.json'),
    );
  if (FRONT_ENDS.every(built)) return;
  log('building the front ends');
  runOrThrow('npx', [
    'nx',
    'run-many',
    '-t',
    'build',
    '-p',
    ...FRONT_ENDS.map((folder) => `@nomada/${folder}`),
    '--output-style=static',
  ]);
}

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
    STORAGE_DIR: WRITABLE.storage,
    MAILBOX_DIR: WRITABLE.mailbox,
    DEV_MAILBOX: 'true',
    WEB_ROOT: '/srv/web',
    RATE_LIMIT_MAX: '10000',
    LOG_LEVEL: 'warn',
    // The migrations ran as their own commands first, as Kubernetes' migration Jobs do.
    MIGRATE_ON_START: 'false',
    SHUTDOWN_TIMEOUT_MS: '20000',
  };
}

const envArgs = (env: Record<string, string>) =>
  Object.entries(env).flatMap(([name, value]) => ['--env', `${name}=${value}`]);

/** What Kubernetes' securityContext asks of the pods: read-only root, no privileges, uid 1000. */
const CONTAINER_ARGS = [
  '--network=host',
  '--read-only',
  '--tmpfs=/tmp:rw,size=64m',
  '--cap-drop=all',
  '--security-opt=no-new-privileges',
  `--user=${IMAGE_USER.uid}:${IMAGE_USER.gid}`,
  '--memory=512m',
  '--pull=never',
  // Kept in a file podman can read back (`podman logs`): there is no journald here.
  '--log-driver=k8s-file',
];

async function runOnce(
  name: string,
  env: Record<string, string>,
  command: string[],
): Promise<void> {
  await podman([
    'run',
    '--rm',
    '--name',
    containerName(name),
    ...CONTAINER_ARGS,
    ...envArgs(env),
    IMAGE,
    ...command,
  ]);
}

function mounts(checked: CheckedProcess, workDir: string): string[] {
  const volumes = (checked.writes ?? []).map(
    (folder) => `--volume=${path.join(workDir, folder)}:${WRITABLE[folder]}:rw`,
  );
  if (checked.name === 'gateway')
    for (const folder of FRONT_ENDS)
      volumes.push(`--volume=${path.join(REPO_ROOT, folder, 'dist')}:/srv/web/${folder}/dist:ro`);
  return volumes;
}

async function startContainer(
  checked: CheckedProcess,
  env: Record<string, string>,
  workDir: string,
) {
  const own: Record<string, string> = checked.healthPort
    ? { HEALTH_PORT: String(port + checked.probePortOffset) }
    : {};
  await podman(
    [
      'run',
      '--detach',
      '--name',
      containerName(checked),
      ...CONTAINER_ARGS,
      ...mounts(checked, workDir),
      ...envArgs({ ...env, ...own }),
      IMAGE,
      checked.entry,
    ],
    { quiet: true },
  );
}

async function waitReady(checked: CheckedProcess): Promise<void> {
  const url = `http://127.0.0.1:${port + checked.probePortOffset}/readyz`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const state = podmanOutput([
      'inspect',
      '--format',
      '{{.State.Status}}',
      containerName(checked),
    ]);
    if (state !== 'running') throw new Error(`${checked.name} is ${state}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${checked.name} was not ready within 120 s (${url})`);
}

/** SIGTERM, then the exit code: 0 means it drained and closed by itself within the grace period. */
async function stopGracefully(checked: CheckedProcess): Promise<{ code: number; ms: number }> {
  const started = Date.now();
  await podman(['stop', '--time', '30', containerName(checked)], { quiet: true });
  const code = Number(
    podmanOutput(['inspect', '--format', '{{.State.ExitCode}}', containerName(checked)]),
  );
  return { code, ms: Date.now() - started };
}

function saveLogs(workDir: string): void {
  for (const checked of CHECKED_PROCESSES) {
    try {
      const output = spawnSync('podman', ['logs', containerName(checked)], {
        encoding: 'utf8',
        env: { ...process.env, ...PODMAN_ENV },
      });
      writeFileSync(path.join(workDir, `${checked.name}.log`), `${output.stdout}${output.stderr}`);
    } catch {
      // never started
    }
  }
}

async function main(): Promise<number> {
  const missing = missingTools();
  if (missing.length)
    throw new Error(`missing ${missing.join(', ')}: apt-get install ${missing.join(' ')}`);
  if (!imageExists(IMAGE)) throw new Error(`no ${IMAGE}: run \`npm run images\` first`);
  ensureFrontEnds();

  const workDir = path.join(IMAGES_WORK_DIR, `check-${runId}`);
  for (const folder of ['storage', 'mailbox']) {
    mkdirSync(path.join(workDir, folder), { recursive: true });
    // The containers' user (uid 1000) writes there; the folders are the check's own.
    chmodSync(path.join(workDir, folder), 0o777);
  }
  const database = await createCheckDatabase(runId);
  const redisPrefix = `nomada-images-${runId}`;
  const env = platformEnv(database.url, redisPrefix);
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
      await runOnce(`migrate-${owner}`, env, [`services/${owner}/dist/cli/migrate.js`]);
    }
    for (const owner of MIGRATION_OWNERS) {
      // What every pod's init container runs: it must see the Job's work and let the pod start.
      await runOnce(`wait-${owner}`, env, [`services/${owner}/dist/cli/migrate.js`, '--wait']);
    }
    log('creating the agent (node services/identity/dist/cli/create-agent.js)');
    await runOnce('create-agent', env, [
      'services/identity/dist/cli/create-agent.js',
      ...['--email', agent.email, '--password', agent.password],
      ...['--first-name', agent.firstName, '--last-name', agent.lastName],
    ]);

    const started = Date.now();
    for (const checked of CHECKED_PROCESSES) {
      await startContainer(checked, env, workDir);
      await waitReady(checked);
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
      const { code, ms } = await stopGracefully(checked);
      stops.push(`${checked.name} ${code} in ${(ms / 1000).toFixed(1)} s`);
      if (code !== 0) failedStops++;
    }
    log(`SIGTERM → exit codes: ${stops.join(', ')}`);
    if (failedStops) throw new Error(`${failedStops} container(s) did not exit 0 on SIGTERM`);
    ok = true;
    return 0;
  } finally {
    saveLogs(workDir);
    spawnSync('podman', ['rm', '--force', '--ignore', ...CHECKED_PROCESSES.map(containerName)], {
      stdio: 'ignore',
      env: { ...process.env, ...PODMAN_ENV },
    });
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
