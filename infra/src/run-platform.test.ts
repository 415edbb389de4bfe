import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { eventually } from '@nomada/service-kit/testing';
import { crashLoopMessage } from './run-platform';
import { readLauncherState, type LauncherState } from './launcher-state';

const STAYS_UP = "console.log('up ' + process.pid); setInterval(() => {}, 1000);";
const launchers: ChildProcess[] = [];

type Launcher = {
  child: ChildProcess;
  output: () => string;
  state: () => LauncherState | null;
  stateFile: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

function launch(children: { name: string; code: string }[], env: NodeJS.ProcessEnv = {}): Launcher {
  const stateDir = mkdtempSync(path.join(tmpdir(), 'nomada-launcher-'));
  stateDirs.push(stateDir);
  const stateFile = path.join(stateDir, 'state.json');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'fixtures', 'fake-launcher.ts')],
    {
      cwd: path.dirname(import.meta.dirname),
      env: {
        ...process.env,
        ...env,
        LAUNCHER_STATE_FILE: stateFile,
        FAKE_CHILDREN: JSON.stringify(children),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  launchers.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    output: () => output,
    state: () => readLauncherState(stateFile),
    stateFile,
    exited,
  };
}

/** Polls `check` as the launcher works; a failure shows what the launcher printed. */
const waitFor = (launcher: Launcher, check: () => boolean, what: string) =>
  eventually(check, { what, timeoutMs: 60_000, intervalMs: 25 }).catch((error: Error) => {
    throw new Error(`${error.message}\n${launcher.output()}`);
  });

const alive = (pid: number | undefined) => {
  try {
    return pid !== undefined && process.kill(pid, 0);
  } catch {
    return false;
  }
};

const stateDirs: string[] = [];
afterEach(() => {
  for (const launcher of launchers.splice(0)) {
    if (launcher.exitCode === null && launcher.signalCode === null) launcher.kill('SIGKILL');
  }
  for (const dir of stateDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('runPlatform', () => {
  it('restarts a child killed with SIGKILL, keeps the others, and stops everything on SIGTERM', async () => {
    const launcher = launch([
      { name: 'identity', code: STAYS_UP },
      { name: 'gateway', code: STAYS_UP },
    ]);
    const both = () => Object.keys(launcher.state()?.processes ?? {}).length === 2;
    await waitFor(
      launcher,
      () => both() && launcher.output().includes('fake platform ready'),
      'start',
    );
    const before = launcher.state()?.processes ?? {};
    expect(launcher.state()).toMatchObject({
      launcherPid: launcher.child.pid,
      infrastructure: { postgres: launcher.child.pid },
    });

    process.kill(before.identity ?? -1, 'SIGKILL');
    await waitFor(
      launcher,
      () => {
        const now = launcher.state()?.processes.identity;
        return now !== undefined && now !== before.identity;
      },
      'identity to come back',
    );
    expect(launcher.state()?.processes.gateway).toBe(before.gateway);
    expect(launcher.output()).toMatch(
      /launcher \| identity exited \(SIGKILL\) after .*; restarting it/,
    );
    expect(launcher.output()).not.toMatch(/stopping/);

    const after = launcher.state()?.processes ?? {};
    launcher.child.kill('SIGTERM');
    expect(await launcher.exited).toEqual({ code: 0, signal: null });
    expect(launcher.output()).toMatch(/SIGTERM received; stopping/);
    // The database goes last, once no service uses it any more.
    expect(launcher.output()).toMatch(/infrastructure stopped with 0 children still running/);
    expect(alive(after.identity)).toBe(false);
    expect(alive(after.gateway)).toBe(false);
    expect(existsSync(launcher.stateFile)).toBe(false);
  }, 120_000);

  it('gives up loudly on a crash loop: names the child, shows its last lines, stops all, exits 1', async () => {
    const launcher = launch([
      { name: 'gateway', code: STAYS_UP },
      {
        name: 'messaging',
        code: "console.log('migrating'); setTimeout(() => { console.log('relation missing'); process.exit(2); }, 20);",
      },
    ]);
    const { code } = await launcher.exited;
    expect(code).toBe(1);
    const output = launcher.output();
    expect(output).toMatch(
      /messaging crashed 6 times within 600 s \(last exit: code 2\); giving up\. Last output of messaging:\n {2}messaging \| migrating\n {2}messaging \| relation missing\n/,
    );
    expect(output).toMatch(/infrastructure stopped with 0 children still running/);
  }, 120_000);

  it('stops everything and exits 1 when the provided database fails for good', async () => {
    const launcher = launch([{ name: 'identity', code: STAYS_UP }], {
      FAKE_INFRA_FAILS_AFTER_MS: '300',
    });
    const { code } = await launcher.exited;
    expect(code).toBe(1);
    expect(launcher.output()).toMatch(/the embedded PostgreSQL crashed \(fake\); stopping/);
  }, 120_000);
});

describe('crashLoopMessage', () => {
  it('says when a child printed nothing', () => {
    expect(
      crashLoopMessage({
        name: 'review',
        exit: 'SIGSEGV',
        crashes: 6,
        windowMs: 60_000,
        lastLines: [],
      }),
    ).toBe(
      'review crashed 6 times within 60 s (last exit: SIGSEGV); giving up. Last output of review:\n  (review printed nothing)',
    );
  });
});
