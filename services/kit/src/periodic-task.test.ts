import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPeriodicTask, startPeriodicTask, type PeriodicTaskLog } from './periodic-task';

const quietLog = (): PeriodicTaskLog & { warnings: string[]; errors: string[] } => {
  const warnings: string[] = [];
  const errors: string[] = [];
  return {
    warnings,
    errors,
    warn: (_details, message) => void warnings.push(message),
    error: (_details, message) => void errors.push(message),
  };
};

afterEach(() => {
  vi.useRealTimers();
});

describe('periodic tasks', () => {
  it('runs after each interval, never two runs at once', async () => {
    vi.useFakeTimers();
    let active = 0;
    let most = 0;
    let runs = 0;
    let finish: () => void = () => undefined;
    const task = startPeriodicTask({
      name: 'sweep',
      intervalMs: 100,
      log: quietLog(),
      run: async () => {
        runs += 1;
        active += 1;
        most = Math.max(most, active);
        await new Promise<void>((resolve) => (finish = resolve));
        active -= 1;
        return runs;
      },
    });
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(100);
    expect(runs).toBe(1);
    // Asked again while the run is under way: the same run answers.
    const during = task.tick();
    await vi.advanceTimersByTimeAsync(500);
    expect(runs).toBe(1);
    finish();
    expect(await during).toBe(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(runs).toBe(2);
    expect(most).toBe(1);
    finish();
    await task.close();
  });

  it('logs a failed run, answers undefined, and tries again at the next interval', async () => {
    vi.useFakeTimers();
    const log = quietLog();
    let calls = 0;
    const task = startPeriodicTask({
      name: 'relay',
      intervalMs: 50,
      log,
      failureLevel: 'error',
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error('down');
        return calls;
      },
    });
    expect(await task.tick()).toBeUndefined();
    expect(log.errors).toEqual(['relay failed']);
    await vi.advanceTimersByTimeAsync(50);
    expect(calls).toBe(2);
    await task.close();
  });

  it('runs once more after a kick that came during a run, and runs at start when asked', async () => {
    let runs = 0;
    let release: () => void = () => undefined;
    const task = createPeriodicTask({
      name: 'emails',
      intervalMs: 60_000,
      runAtStart: true,
      log: quietLog(),
      run: async () => {
        runs += 1;
        if (runs === 1) await new Promise<void>((resolve) => (release = resolve));
      },
    });
    expect(runs).toBe(0);
    task.start();
    expect(runs).toBe(1);
    task.kick();
    release();
    await task.tick();
    expect(runs).toBe(2);
    await task.close();
  });

  it('stops for good once closed, waiting for the run under way', async () => {
    vi.useFakeTimers();
    let runs = 0;
    let done = false;
    const task = startPeriodicTask({
      name: 'sweep',
      intervalMs: 10,
      log: quietLog(),
      run: async () => {
        runs += 1;
        await new Promise((resolve) => setTimeout(resolve, 30));
        done = true;
      },
    });
    await vi.advanceTimersByTimeAsync(10);
    const closing = task.close();
    await vi.advanceTimersByTimeAsync(30);
    await closing;
    expect(done).toBe(true);
    task.kick();
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(1);
  });

  it('waits as long as asked before the first run, then keeps its interval', async () => {
    vi.useFakeTimers();
    let runs = 0;
    const task = startPeriodicTask({
      name: 'retention',
      intervalMs: 1000,
      firstRunAfterMs: 100,
      log: quietLog(),
      run: async () => {
        runs += 1;
      },
    });
    await vi.advanceTimersByTimeAsync(99);
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toBe(2);
    await task.close();
  });
});
