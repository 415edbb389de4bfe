import { spawn, type ChildProcess } from 'node:child_process';
import readline from 'node:readline';

const COLORS = [36, 33, 35, 32, 34, 31, 96, 93, 95, 92];

export type ChildSpec = {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
};

/**
 * Runs the platform's processes, each output line prefixed with its name. A process that exits while the
 * platform is meant to be up is reported through `onCrash`; `stopAll` ends them with SIGTERM, then SIGKILL.
 */
export class Supervisor {
  private readonly children = new Map<string, ChildProcess>();
  private stopping = false;
  private readonly width: number;

  constructor(
    names: readonly string[],
    private readonly onCrash: (
      name: string,
      code: number | null,
      signal: NodeJS.Signals | null,
    ) => void,
  ) {
    this.width = Math.max(...names.map((name) => name.length), 8);
  }

  start(spec: ChildSpec): ChildProcess {
    const child = spawn(spec.command, spec.args, {
      cwd: spec.cwd,
      env: spec.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const color = COLORS[this.children.size % COLORS.length];
    const prefix = process.stdout.isTTY
      ? `\u001b[${color}m${spec.name.padEnd(this.width)}\u001b[0m | `
      : `${spec.name.padEnd(this.width)} | `;
    for (const stream of [child.stdout, child.stderr]) {
      if (stream)
        readline
          .createInterface({ input: stream })
          .on('line', (line) => process.stdout.write(`${prefix}${line}\n`));
    }
    child.on('error', (error) =>
      process.stdout.write(`${prefix}failed to start: ${error.message}\n`),
    );
    child.on('exit', (code, signal) => {
      this.children.delete(spec.name);
      if (!this.stopping) this.onCrash(spec.name, code, signal);
    });
    this.children.set(spec.name, child);
    return child;
  }

  get isStopping(): boolean {
    return this.stopping;
  }

  async stopAll(graceMs = 10_000): Promise<void> {
    this.stopping = true;
    const running = [...this.children.values()].filter(
      (child) => child.exitCode === null && child.signalCode === null,
    );
    await Promise.all(
      running.map(
        (child) =>
          new Promise<void>((resolve) => {
            const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
            child.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
  }
}
