import type { Infrastructure } from './infrastructure';
import { removeLauncherState, writeLauncherState } from './launcher-state';
import type { RestartPolicy } from './restart-policy';
import { Supervisor, type ChildSpec, type CrashLoop } from './supervisor';
import { waitHealthy } from './wait-healthy';

const log = (line: string) => process.stdout.write(`launcher | ${line}\n`);

export function crashLoopMessage(loop: CrashLoop): string {
  const lines = loop.lastLines.length
    ? loop.lastLines.map((line) => `  ${loop.name} | ${line}`).join('\n')
    : `  (${loop.name} printed nothing)`;
  return (
    `${loop.name} crashed ${loop.crashes} times within ${loop.windowMs / 1000} s (last exit: ${loop.exit}); ` +
    `giving up. Last output of ${loop.name}:\n${lines}`
  );
}

/** How long the launcher waits for every process to be up, for one instance of each. */
export const STARTUP_TIMEOUT_MS = 180_000;

/**
 * Starts the children, waits for the gateway's health check and keeps running until a signal. A child
 * that crashes is restarted with a growing delay while the others keep serving; a child in a crash loop,
 * or a failure of the database/Redis the launcher provides, stops everything and exits non-zero.
 */
export async function runPlatform(options: {
  children: ChildSpec[];
  infrastructure: Infrastructure;
  healthUrl: string;
  readyMessage: string;
  healthTimeoutMs?: number;
  restartPolicy?: RestartPolicy;
  /** Where to keep the table of running pids (`LAUNCHER_STATE_FILE`), for checks from outside. */
  stateFile?: string;
}): Promise<never> {
  const { infrastructure, stateFile } = options;
  let exiting = false;
  const shutdown = async (code: number, reason: string) => {
    if (exiting) return;
    exiting = true;
    log(`${reason}; stopping`);
    await supervisor.stopAll();
    await infrastructure.stop();
    if (stateFile) removeLauncherState(stateFile);
    log('stopped');
    process.exit(code);
  };
  const saveState = () => {
    if (!stateFile || exiting) return;
    writeLauncherState(stateFile, {
      launcherPid: process.pid,
      processes: supervisor.pids(),
      infrastructure: infrastructure.pids(),
    });
  };
  const supervisor = new Supervisor(
    options.children.map((child) => child.name),
    {
      policy: options.restartPolicy,
      log,
      onChange: saveState,
      onCrashLoop: (loop) => void shutdown(1, crashLoopMessage(loop)),
    },
  );
  infrastructure.watch({
    failed: (message) => void shutdown(1, message),
    changed: saveState,
  });
  process.on('SIGINT', () => void shutdown(0, 'SIGINT received'));
  process.on('SIGTERM', () => void shutdown(0, 'SIGTERM received'));

  for (const child of options.children) supervisor.start(child);
  const health = await waitHealthy(options.healthUrl, {
    timeoutMs: options.healthTimeoutMs ?? STARTUP_TIMEOUT_MS,
    isAborted: () => exiting,
  });
  if (!exiting) {
    if (health.ok) console.log(`\n${options.readyMessage}\n`);
    else await shutdown(1, `the platform did not become healthy: ${health.last}`);
  }
  return new Promise<never>(() => undefined);
}
