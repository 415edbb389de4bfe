/**
 * `npm run k8s:e2e`: a real Kubernetes 1.20 node on this machine (deploy/README.md "k8s:e2e"), the
 * production overlay installed on it in the README's order, and our journeys through the gateway's
 * Service. Everything runs in a network and mount namespace of its own (unshare): loopback only,
 * nothing of the host's network, /run, /var/log or /var/lib changes. Prints `N passed, M failed` last.
 * Skips, saying why, where the cache (deploy/cluster/build-cache.sh) does not exist.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { IMAGES_WORK_DIR, REPO_ROOT } from '../paths';
import { LOCAL_TAG, SERVICES_IMAGE } from '../images/image-settings';
import { imageExists, podman } from '../images/podman';
import { CACHE_DIR, cachePaths, missingCache } from './cache';
import { killLeftovers, removeRunCgroups } from './node-namespace';

const say = (line: string) => process.stdout.write(`k8s:e2e | ${line}\n`);
const TIMEOUT_MS = Number(process.env.K8S_E2E_TIMEOUT_MS ?? 15 * 60_000);
const TOOLS = ['unshare', 'ip', 'openssl', 'kubectl', 'podman', 'sysctl', 'mount'];

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function cleanPreviousRun(): void {
  // A run stopped at its time limit cannot end its node itself (unshare's child is killed first).
  killLeftovers();
  removeRunCgroups();
  rmSync(cachePaths.run, { recursive: true, force: true });
}

async function main(): Promise<number> {
  const missing = missingCache();
  if (missing) {
    say(`skipped: ${missing}`);
    process.stdout.write('0 passed, 0 failed\n');
    return 0;
  }
  const absent = TOOLS.filter((tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0);
  if (absent.length) throw new Error(`missing ${absent.join(', ')}`);
  const image = `${SERVICES_IMAGE}:${LOCAL_TAG}`;
  if (!imageExists(image)) throw new Error(`no ${image}: run \`npm run images\` first`);

  const owner = path.join(CACHE_DIR, 'run.pid');
  const other = existsSync(owner) ? Number(readFileSync(owner, 'utf8')) : 0;
  if (other && other !== process.pid && isAlive(other))
    throw new Error(`another k8s:e2e run (pid ${other}) uses ${CACHE_DIR}`);
  writeFileSync(owner, String(process.pid));
  cleanPreviousRun();
  mkdirSync(cachePaths.run, { recursive: true });
  const archive = path.join(cachePaths.run, 'services.tar');
  say(`podman save ${image}`);
  await podman(['save', '--format', 'docker-archive', '-o', archive, image], { quiet: true });

  const started = Date.now();
  const inner = spawn(
    'unshare',
    [
      '--net',
      '--mount',
      '--propagation',
      'private',
      '--fork',
      '--kill-child',
      '--',
      process.execPath,
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'cluster-run.ts'),
      archive,
    ],
    { stdio: 'inherit', cwd: REPO_ROOT },
  );
  const timer = setTimeout(() => {
    say(`stopped after ${TIMEOUT_MS / 60_000} minutes`);
    inner.kill('SIGTERM');
    setTimeout(() => inner.kill('SIGKILL'), 20_000).unref();
  }, TIMEOUT_MS);
  const code = await new Promise<number>((resolve) =>
    inner.once('exit', (exit) => resolve(exit ?? 1)),
  );
  clearTimeout(timer);
  say(`cluster run ended (${((Date.now() - started) / 1000).toFixed(0)} s), exit ${code}`);
  const summaryFile = path.join(cachePaths.run, 'summary');
  const summary = existsSync(summaryFile)
    ? readFileSync(summaryFile, 'utf8')
    : '0 passed, 1 failed';
  if (code !== 0 && existsSync(path.join(cachePaths.run, 'logs'))) {
    const kept = path.join(
      IMAGES_WORK_DIR,
      '..',
      'k8s-e2e',
      new Date().toISOString().replace(/\D/g, '').slice(0, 14),
    );
    cpSync(path.join(cachePaths.run, 'logs'), kept, { recursive: true });
    // The pods' own logs, from the run's private /var/log.
    const pods = path.join(cachePaths.run, 'overlays', 'var-log', 'upper', 'pods');
    if (existsSync(pods)) cpSync(pods, path.join(kept, 'pods'), { recursive: true });
    say(`the node's logs are kept in ${path.relative(REPO_ROOT, kept)}`);
  }
  cleanPreviousRun();
  process.stdout.write(`${summary}\n`);
  return code;
}

try {
  process.exitCode = await main();
} catch (error) {
  process.stderr.write(`k8s:e2e: ${(error as Error).message}\n`);
  process.stdout.write('0 passed, 1 failed\n');
  process.exitCode = 1;
}
