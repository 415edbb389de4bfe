import { describe, expect, it } from 'vitest';
import { CrashTracker, DEFAULT_RESTART_POLICY, type RestartPolicy } from './restart-policy';

const policy: RestartPolicy = {
  initialDelayMs: 200,
  maxDelayMs: 3_000,
  stableAfterMs: 10_000,
  maxCrashes: 5,
  windowMs: 60_000,
  cleanStopMinUptimeMs: 2_000,
};

/** Crashes a process that ran `uptimeMs` each time, `gapMs` after its restart; returns the decisions. */
function crashRepeatedly(tracker: CrashTracker, times: number, uptimeMs: number) {
  let now = 1_000_000;
  const decisions = [];
  for (let i = 0; i < times; i++) {
    const startedAt = now;
    now += uptimeMs;
    const decision = tracker.recordCrash(now, startedAt);
    decisions.push(decision);
    if (decision.action === 'restart') now += decision.delayMs;
  }
  return decisions;
}

describe('CrashTracker', () => {
  it('doubles the delay from 200 ms up to the cap', () => {
    const tracker = new CrashTracker({ ...policy, maxCrashes: 100 });
    const delays = crashRepeatedly(tracker, 7, 100).map((decision) =>
      decision.action === 'restart' ? decision.delayMs : null,
    );
    expect(delays).toEqual([200, 400, 800, 1600, 3000, 3000, 3000]);
  });

  it('gives up on the sixth crash within 60 s, not before', () => {
    const decisions = crashRepeatedly(new CrashTracker(policy), 6, 1_000);
    expect(decisions.slice(0, 5).every((decision) => decision.action === 'restart')).toBe(true);
    expect(decisions[5]).toEqual({ action: 'give-up', crashesInWindow: 6 });
  });

  it('forgets crashes older than the window', () => {
    // One crash every 13 s: never more than five within 60 s, so it is restarted forever.
    const decisions = crashRepeatedly(new CrashTracker(policy), 30, 13_000);
    expect(decisions.every((decision) => decision.action === 'restart')).toBe(true);
    expect(Math.max(...decisions.map((decision) => decision.crashesInWindow))).toBeLessThanOrEqual(
      5,
    );
  });

  it('starts again from the shortest delay once the process stayed up a while', () => {
    const tracker = new CrashTracker(policy);
    expect(tracker.recordCrash(1_000, 0)).toMatchObject({ delayMs: 200 });
    expect(tracker.recordCrash(2_000, 1_200)).toMatchObject({ delayMs: 400 });
    expect(tracker.recordCrash(3_000, 2_400)).toMatchObject({ delayMs: 800 });
    // Up for 10 s: a new incident, not the same loop.
    expect(tracker.recordCrash(14_000, 3_800)).toMatchObject({ delayMs: 200 });
  });

  it('defaults to 200 ms doubling to a few seconds, five crashes a minute', () => {
    expect(DEFAULT_RESTART_POLICY).toMatchObject({
      initialDelayMs: 200,
      maxCrashes: 5,
      windowMs: 60_000,
    });
    expect(DEFAULT_RESTART_POLICY.maxDelayMs).toBeLessThanOrEqual(10_000);
  });
});
