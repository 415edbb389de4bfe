import { afterEach, describe, expect, it } from 'vitest';
import type { RestartPolicy } from './restart-policy';
import { Supervisor, type ChildSpec, type CrashLoop } from './supervisor';
import { eventually } from '@nomada/service-kit/testing';

/** Small restart delays and no reset: what is tested is the behaviour, not the clock. */
const fastPolicy: RestartPolicy = {
  initialDelayMs: 10,
  maxDelayMs: 40,
  stableAfterMs: 600_000,
  maxCrashes: 5,
  windowMs: 600_000,
  cleanStopMinUptimeMs: 300,
};

const script = (name: string, code: string): ChildSpec => ({
  name,
  command: process.execPath,
  args: ['-e', code],
  cwd: process.cwd(),
  env: process.env,
});
/** Prints a line and stays up until signalled. */
const longRunning = (name: string) =>
  script(name, `console.log('${name} up as ' + process.pid); setInterval(() => {}, 1000);`);

// Generous: a loaded two-core machine can take seconds to start node.
const waitFor = (check: () => boolean, what: string) =>
  eventually(check, { what, timeoutMs: 60_000, intervalMs: 20 });

const alive = (pid: number | undefined) => {
  try {
    return pid !== undefined && process.kill(pid, 0);
  } catch {
    return false;
  }
};

let supervisor: Supervisor | null = null;
afterEach(async () => {
  await supervisor?.stopAll(2_000);
  supervisor = null;
});

function supervise(specs: ChildSpec[], policy = fastPolicy) {
  const loops: CrashLoop[] = [];
  const logs: string[] = [];
  const output: string[] = [];
  const current = new Supervisor(
    specs.map((spec) => spec.name),
    {
      policy,
      onCrashLoop: (loop) => loops.push(loop),
      log: (line) => logs.push(line),
      output: (line) => output.push(line),
    },
  );
  supervisor = current;
  for (const spec of specs) current.start(spec);
  return { supervisor: current, loops, logs, output };
}

describe('Supervisor', () => {
  it('restarts a process killed with SIGKILL and leaves the others running', async () => {
    const { supervisor, logs, loops } = supervise([
      longRunning('identity'),
      longRunning('gateway'),
    ]);
    await waitFor(() => Object.keys(supervisor.pids()).length === 2, 'both processes');
    const before = supervisor.pids();

    process.kill(before.identity ?? -1, 'SIGKILL');
    await waitFor(
      () =>
        supervisor.pids().identity !== undefined && supervisor.pids().identity !== before.identity,
      'identity to be restarted',
    );
    expect(supervisor.pids().gateway).toBe(before.gateway);
    expect(alive(before.gateway)).toBe(true);
    expect(logs.join('\n')).toMatch(/identity exited \(SIGKILL\) after .* restarting it in 10 ms/);
    expect(loops).toEqual([]);
  });

  it('starts a process that stopped cleanly again at once, without counting a crash', async () => {
    // Drains and exits 0 on SIGTERM, as every service does (a rolling restart by an operator).
    const drains = script(
      'documents',
      "console.log('up'); process.on('SIGTERM', () => process.exit(0)); setInterval(() => {}, 1000);",
    );
    const { supervisor, logs, loops } = supervise([drains], { ...fastPolicy, maxCrashes: 1 });
    for (let stop = 0; stop < 3; stop++) {
      await waitFor(() => supervisor.pids().documents !== undefined, 'documents to run');
      const pid = supervisor.pids().documents;
      // Up longer than cleanStopMinUptimeMs, so the stop is an operator's, not a broken start.
      await new Promise((resolve) => setTimeout(resolve, 400));
      process.kill(pid ?? -1, 'SIGTERM');
      await waitFor(() => logs.length === stop + 1, 'the restart to be logged');
    }
    await waitFor(() => supervisor.pids().documents !== undefined, 'documents to run again');
    expect(loops).toEqual([]);
    expect(logs.every((line) => /documents stopped cleanly \(code 0\)/.test(line))).toBe(true);
    expect(logs.join('\n')).not.toMatch(/crash/);
  });

  it('counts a process that exits cleanly right after starting as a crash', async () => {
    const { loops } = supervise([script('worker', 'process.exit(0)')], {
      ...fastPolicy,
      maxCrashes: 2,
    });
    await waitFor(() => loops.length === 1, 'the crash loop');
    expect(loops[0]).toMatchObject({ name: 'worker', exit: 'code 0', crashes: 3 });
  });

  it('waits longer after each crash that follows quickly', async () => {
    const { supervisor, logs } = supervise([longRunning('review')]);
    for (let crash = 0; crash < 3; crash++) {
      await waitFor(() => supervisor.pids().review !== undefined, 'review to run');
      process.kill(supervisor.pids().review ?? -1, 'SIGKILL');
      await waitFor(() => logs.length === crash + 1, 'the restart to be logged');
    }
    expect(logs.map((line) => /restarting it in (\d+) ms/.exec(line)?.[1])).toEqual([
      '10',
      '20',
      '40',
    ]);
  });

  it('gives up on a crash loop, naming the process and its last output', async () => {
    const { supervisor, loops, logs } = supervise([
      script(
        'messaging',
        "console.log('connecting to the database'); console.error('boom'); process.exit(3);",
      ),
      longRunning('gateway'),
    ]);
    await waitFor(() => loops.length === 1, 'the crash loop');
    expect(loops[0]).toMatchObject({ name: 'messaging', exit: 'code 3', crashes: 6 });
    // stdout and stderr are two pipes: their lines may arrive in either order.
    expect(loops[0]?.lastLines.slice(-2).sort()).toEqual(['boom', 'connecting to the database']);
    expect(logs.filter((line) => line.startsWith('messaging exited'))).toHaveLength(5);
    // Nothing more is restarted; deciding to stop the rest is the launcher's job.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(loops).toHaveLength(1);
    expect(supervisor.pids().messaging).toBeUndefined();
    expect(supervisor.pids().gateway).toBeDefined();
  });

  it('stops everything on stopAll, including a restart still waiting', async () => {
    const { supervisor, logs } = supervise([longRunning('documents'), longRunning('gateway')], {
      ...fastPolicy,
      initialDelayMs: 60_000,
      maxDelayMs: 60_000,
    });
    await waitFor(() => Object.keys(supervisor.pids()).length === 2, 'both processes');
    const { documents, gateway } = supervisor.pids();
    process.kill(documents ?? -1, 'SIGKILL');
    await waitFor(() => logs.length === 1, 'the restart to be scheduled');

    await supervisor.stopAll(5_000);
    expect(alive(gateway)).toBe(false);
    expect(supervisor.pids()).toEqual({});
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(supervisor.pids()).toEqual({});
  });

  it('prefixes every output line with the process name', async () => {
    const { supervisor, output } = supervise([longRunning('identity')]);
    await waitFor(() => output.length > 0, 'output');
    expect(output[0]).toBe(`identity | identity up as ${supervisor.pids().identity}`);
  });
});
