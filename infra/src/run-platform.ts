import type { Infrastructure } from './infrastructure';
import { Supervisor, type ChildSpec } from './supervisor';
import { waitHealthy } from './wait-healthy';

const log = (line: string) => process.stdout.write(`launcher | ${line}\n`);

/**
 * Starts the children, waits for the gateway's health check and keeps running until a signal or a crash.
 * A crash stops everything and exits non-zero: a half-running platform is worse than none.
 */
export async function runPlatform(options: {
  children: ChildSpec[];
  infrastructure: Infrastructure;
  healthUrl: string;
  readyMessage: string;
  healthTimeoutMs?: number;
}): Promise<never> {
  let exiting = false;
  const shutdown = async (code: number, reason: string) => {
    if (exiting) return;
    exiting = true;
    log(`${reason}; stopping`);
    await supervisor.stopAll();
    await options.infrastructure.stop();
    log('stopped');
    process.exit(code);
  };
  const supervisor = new Supervisor(
    options.children.map((child) => child.name),
    // Ctrl-C reaches the whole process group: give our own signal handler the first word.
    (name, code, signal) =>
      setTimeout(() => void shutdown(1, `${name} exited (${signal ?? `code ${code}`})`), 300),
  );
  process.on('SIGINT', () => void shutdown(0, 'SIGINT received'));
  process.on('SIGTERM', () => void shutdown(0, 'SIGTERM received'));

  for (const child of options.children) supervisor.start(child);
  const health = await waitHealthy(options.healthUrl, {
    timeoutMs: options.healthTimeoutMs ?? 180_000,
    isAborted: () => exiting,
  });
  if (!exiting) {
    if (health.ok) console.log(`\n${options.readyMessage}\n`);
    else await shutdown(1, `the platform did not become healthy: ${health.last}`);
  }
  return new Promise<never>(() => undefined);
}
