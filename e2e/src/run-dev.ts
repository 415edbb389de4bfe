/**
 * `npm run e2e:dev`: starts `npm run dev` (rspack dev servers, services from source) on its own port
 * and data folder, waits until the gateway answers and the shell's dev server has compiled, runs the
 * dev platform's browser tests, then stops everything it started.
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { eventually } from '@nomada/service-kit/eventually';

const e2eDir = path.resolve(import.meta.dirname, '..');
const repoRoot = path.dirname(e2eDir);
const port = Number(process.env.E2E_DEV_PORT ?? 8190);
const baseUrl = `http://localhost:${port}`;
const READY_TIMEOUT_MS = 600_000;

async function pageIsServed(): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/login`, {
      headers: { accept: 'text/html' },
    });
    return response.ok && (await response.text()).includes('<script');
  } catch {
    return false;
  }
}

async function main(): Promise<number> {
  const dev = spawn('npx', ['tsx', 'infra/src/dev.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
    // Its own process group, so the launcher and everything it started stop together.
    detached: true,
  });
  const stop = () => {
    if (dev.pid && dev.exitCode === null) process.kill(-dev.pid, 'SIGTERM');
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  try {
    await eventually(
      async () => {
        if (dev.exitCode !== null) throw new Error('npm run dev stopped');
        return pageIsServed();
      },
      { timeoutMs: READY_TIMEOUT_MS, intervalMs: 2000, what: 'npm run dev serving pages' },
    );
    const playwright = spawnSync(
      'npx',
      ['playwright', 'test', '--config', 'playwright.dev.config.ts', ...process.argv.slice(2)],
      {
        cwd: e2eDir,
        stdio: 'inherit',
        env: { ...process.env, E2E_BASE_URL: baseUrl, E2E_PORT: String(port) },
      },
    );
    return playwright.status ?? 1;
  } finally {
    stop();
    await new Promise((resolve) => {
      if (dev.exitCode !== null) resolve(undefined);
      else dev.once('exit', resolve);
    });
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(`e2e:dev: ${(error as Error).message}`);
  process.exitCode = 1;
}
