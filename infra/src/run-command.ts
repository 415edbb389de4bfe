import { spawn } from 'node:child_process';

/** The environment for Nx: never the cloud, never a daemon left behind. */
export const NX_ENV = { NX_NO_CLOUD: 'true', NX_DAEMON: 'false' } as const;

/** Runs a command with the terminal attached; resolves with its exit code. Signals end it with us. */
export function runCommand(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; onOutput?: (text: string) => void },
): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...NX_ENV, ...options.env },
      stdio: options.onOutput ? ['inherit', 'pipe', 'pipe'] : 'inherit',
    });
    for (const stream of [child.stdout, child.stderr]) {
      stream?.on('data', (chunk: Buffer) => {
        (stream === child.stderr ? process.stderr : process.stdout).write(chunk);
        options.onOutput?.(chunk.toString());
      });
    }
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', () => resolve(127));
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 128 + 15 : 1));
    });
  });
}
