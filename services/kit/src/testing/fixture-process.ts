import { spawn, type ChildProcess } from 'node:child_process';

export type FixtureProcess = {
  child: ChildProcess;
  /** The first line it printed. */
  firstLine: Promise<string>;
  /** Everything it wrote to stderr so far. */
  stderr(): string;
  exited: Promise<{ code: number | null; ms: number }>;
  kill(): void;
};

/** Runs one of `testing/fixtures/*.ts` under tsx, as a service process of its own. */
export function runFixture(name: string, env: NodeJS.ProcessEnv): FixtureProcess {
  const file = new URL(`./fixtures/${name}.ts`, import.meta.url).pathname;
  const child = spawn(process.execPath, ['--import', 'tsx', file], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const firstLine = new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(out.split('\n')[0] ?? '');
    });
    child.once('exit', () => reject(new Error(`fixture ${name} exited: ${errors}`)));
  });
  // Awaited only by tests that expect the process to start; the others must not see it unhandled.
  firstLine.catch(() => undefined);
  let signalledAt = 0;
  const exited = new Promise<{ code: number | null; ms: number }>((resolve) =>
    child.once('exit', (code) => resolve({ code, ms: Date.now() - signalledAt })),
  );
  const kill = child.kill.bind(child);
  child.kill = (signal?: NodeJS.Signals | number) => {
    signalledAt = Date.now();
    return kill(signal);
  };
  return {
    child,
    firstLine,
    stderr: () => errors,
    exited,
    kill: () => {
      if (child.exitCode === null) kill('SIGKILL');
    },
  };
}
