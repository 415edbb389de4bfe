/** What a periodic task says when a run fails (any pino-like logger). */
export type PeriodicTaskLog = {
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
};

export type PeriodicTaskOptions<T> = {
  /** Names the task in the log. */
  name: string;
  /** Pause between the end of one run and the start of the next. */
  intervalMs: number;
  run: () => Promise<T>;
  log: PeriodicTaskLog;
  /** Runs once as soon as it starts, not only after the first interval. */
  runAtStart?: boolean;
  /** When the first run comes, if not at start nor after one interval. */
  firstRunAfterMs?: number;
  /** Lets the process exit while only this timer is left. */
  unref?: boolean;
  /** How loud a failed run is (it is retried at the next interval either way). */
  failureLevel?: 'warn' | 'error';
};

export type PeriodicTask<T> = {
  /** Starts the timer (once); `startPeriodicTask` has done it already. */
  start(): void;
  /** Runs now, or answers the run under way; a failed run answers undefined. */
  tick(): Promise<T | undefined>;
  /** Asks for a run now; a run under way is followed by one more (work that arrived meanwhile). */
  kick(): void;
  /** Stops the timer and waits for the run under way. */
  close(): Promise<void>;
};

/**
 * The background loop every service had written for itself (outbox relays, sweeps, reminders):
 * one run at a time, the next one `intervalMs` after the last ended, a failure logged and retried
 * at the next interval, and `close()` that waits for the run under way before shutdown goes on.
 */
export function createPeriodicTask<T>({
  name,
  intervalMs,
  run,
  log,
  runAtStart = false,
  firstRunAfterMs,
  unref = false,
  failureLevel = 'warn',
}: PeriodicTaskOptions<T>): PeriodicTask<T> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<T | undefined> | undefined;
  let started = false;
  let again = false;
  let closed = false;

  function schedule(delayMs = intervalMs) {
    clearTimeout(timer);
    if (closed || !started) return;
    timer = setTimeout(() => void tick(), delayMs);
    if (unref) timer.unref();
  }

  async function runOnce(): Promise<T | undefined> {
    try {
      return await run();
    } catch (error) {
      log[failureLevel](
        { task: name, err: error instanceof Error ? error.message : String(error) },
        `${name} failed`,
      );
      return undefined;
    }
  }

  function tick(): Promise<T | undefined> {
    running ??= (async () => {
      let result: T | undefined;
      do {
        again = false;
        result = await runOnce();
      } while (again && !closed);
      return result;
    })().finally(() => {
      running = undefined;
      schedule();
    });
    return running;
  }

  return {
    start() {
      if (started || closed) return;
      started = true;
      if (runAtStart) void tick();
      else schedule(firstRunAfterMs);
    },
    tick,
    kick() {
      if (closed) return;
      if (running) again = true;
      else void tick();
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** `createPeriodicTask`, started. */
export function startPeriodicTask<T>(options: PeriodicTaskOptions<T>): PeriodicTask<T> {
  const task = createPeriodicTask(options);
  task.start();
  return task;
}
