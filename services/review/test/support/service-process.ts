import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findRepoRoot, SERVICE_PORT_OFFSETS, type ServiceName } from '@nomada/service-kit';
import { eventually } from '@nomada/service-kit/eventually';
import { freePort, releasePort } from './ports';

export const REPO_ROOT = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

export type ServiceProcess = {
  name: ServiceName;
  url: string;
  port: number;
  /** What it wrote to stdout and stderr, for failures. */
  output(): string;
  stop(): Promise<void>;
};

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve();
    }, timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  await eventually(
    async () => {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error('exited');
      // No answer: not listening yet.
      return (await fetch(`${url}/healthz`).catch(() => undefined))?.ok;
    },
    { timeoutMs, intervalMs: 100, what: 'GET /healthz 200' },
  );
}

async function startOnce(
  name: ServiceName,
  entry: string,
  env: Record<string, string>,
  port: number,
): Promise<ServiceProcess> {
  // Each service listens on PORT + its offset; PORT is chosen so that lands on the free port.
  const basePort = port - SERVICE_PORT_OFFSETS[name];
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join('services', name, 'src', entry)],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env, PORT: String(basePort), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill('SIGTERM');
    await waitForExit(child, 15_000);
    releasePort(port);
  };
  try {
    await waitForHealth(url, child, 120_000);
  } catch (error) {
    await stop();
    throw new Error(`${name} did not start (${(error as Error).message}):\n${output}`);
  }
  return { name, url, port, output: () => output, stop };
}

/**
 * Runs one of the platform's services from its source, as the launcher does, on a port of this
 * suite's range: the real thing, with its own migrations, on the test's database and Redis prefix.
 */
export async function startServiceProcess(
  name: ServiceName,
  env: Record<string, string>,
  { entry = 'server.ts', port }: { entry?: string; port?: number } = {},
): Promise<ServiceProcess> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await startOnce(name, entry, env, port ?? (await freePort()));
    } catch (error) {
      lastError = error;
      if (port !== undefined) break;
    }
  }
  throw lastError;
}
