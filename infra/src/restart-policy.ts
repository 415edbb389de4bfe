/** How the launcher restarts a process that exits while the platform is meant to be up. */
export type RestartPolicy = {
  /** Wait before the first restart; doubles with each crash that follows quickly. */
  initialDelayMs: number;
  maxDelayMs: number;
  /** A process that stayed up this long starts again from `initialDelayMs`. */
  stableAfterMs: number;
  /** More crashes than this within `windowMs` is a crash loop: the launcher gives up. */
  maxCrashes: number;
  windowMs: number;
  /**
   * A process that stops cleanly (exit code 0: it drained after a SIGTERM from an operator or a
   * rolling restart) is started again at once and is no crash; one that does so within this time of
   * starting is as broken as one that crashes, and is counted like one.
   */
  cleanStopMinUptimeMs: number;
};

export const DEFAULT_RESTART_POLICY: RestartPolicy = {
  initialDelayMs: 200,
  maxDelayMs: 5_000,
  stableAfterMs: 10_000,
  maxCrashes: 5,
  windowMs: 60_000,
  cleanStopMinUptimeMs: 2_000,
};

export type CrashDecision =
  | { action: 'restart'; delayMs: number; crashesInWindow: number }
  | { action: 'give-up'; crashesInWindow: number };

/**
 * The restart decisions for one process. Pure bookkeeping over the times it is given, so the policy is
 * tested without waiting for real clocks.
 */
export class CrashTracker {
  private crashes: number[] = [];
  private consecutive = 0;

  constructor(private readonly policy: RestartPolicy = DEFAULT_RESTART_POLICY) {}

  /** A crash at `now` of a process that had been running since `startedAt`. */
  recordCrash(now: number, startedAt: number): CrashDecision {
    if (now - startedAt >= this.policy.stableAfterMs) this.consecutive = 0;
    this.crashes = this.crashes.filter((at) => now - at < this.policy.windowMs);
    this.crashes.push(now);
    const crashesInWindow = this.crashes.length;
    if (crashesInWindow > this.policy.maxCrashes) return { action: 'give-up', crashesInWindow };
    const delayMs = Math.min(
      this.policy.initialDelayMs * 2 ** this.consecutive,
      this.policy.maxDelayMs,
    );
    this.consecutive += 1;
    return { action: 'restart', delayMs, crashesInWindow };
  }
}

/** What to do when a process exited with code 0 at `now` after running since `startedAt`. */
export function cleanStopDecision(
  tracker: CrashTracker,
  policy: RestartPolicy,
  now: number,
  startedAt: number,
): CrashDecision | { action: 'start-again'; delayMs: number } {
  if (now - startedAt < policy.cleanStopMinUptimeMs) return tracker.recordCrash(now, startedAt);
  return { action: 'start-again', delayMs: policy.initialDelayMs };
}

/** `code 1`, `SIGKILL`: how a process ended, for log lines. */
export const describeExit = (code: number | null, signal: NodeJS.Signals | null) =>
  signal ?? `code ${code ?? 'unknown'}`;
