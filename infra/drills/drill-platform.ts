import { tmpdir } from 'node:os';
import path from 'node:path';
import { eventually } from '@nomada/service-kit/eventually';
import { startIsolatedPlatform, type IsolatedPlatform } from '../src/isolated-platform';
import { readLauncherState } from '../src/launcher-state';

/** The platform the drills run against: this port, and the next 44 for the instances. */
export const DRILL_PORT = Number(process.env.DRILL_PORT ?? 8430);

export type DrillPlatform = IsolatedPlatform & {
  /** Pid of each supervised process now (`documents-1`, `messaging-worker-2`, …). */
  pids(): Record<string, number>;
};

export const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `check` every 200 ms (an error counts as not yet) until it answers true; false when
 * `timeoutMs` passed first, for the drill to report rather than throw.
 */
export const waitUntil = (check: () => Promise<boolean> | boolean, timeoutMs: number) =>
  eventually(async () => (await check()) || undefined, {
    timeoutMs,
    intervalMs: 200,
    retryErrors: true,
  }).then(
    () => true,
    () => false,
  );

/** The built platform with two of each service and worker, its pids readable from outside. */
export async function startDrillPlatform(
  label: string,
  env: NodeJS.ProcessEnv = {},
): Promise<DrillPlatform> {
  const stateFile = path.join(tmpdir(), `nomada-drill-${label}-${DRILL_PORT}.json`);
  const platform = await startIsolatedPlatform({
    port: DRILL_PORT,
    label: `drill_${label.replace(/-/g, '_')}`,
    env: {
      REPLICAS: '2',
      LAUNCHER_STATE_FILE: stateFile,
      RATE_LIMIT_MAX: '1000000',
      // The drills' clients stand for many people but share one loopback address: the gateway's
      // per-client share (64 calls under way) would answer part of 100 concurrent uploads 429.
      CLIENT_CONCURRENT_MAX: '1000',
      CONNECTIONS_PER_ADDRESS_MAX: '1000',
      ...env,
    },
  });
  const keepLogs = Boolean(process.env.DRILL_KEEP_LOGS);
  return {
    ...platform,
    // DRILL_KEEP_LOGS=1 keeps the platform's log (and files) to read after a FAIL.
    stop: async (options) => {
      await platform.stop({ keepFiles: keepLogs || options?.keepFiles });
      if (keepLogs) console.log(`  platform log kept: ${platform.logFile}`);
    },
    pids: () => readLauncherState(stateFile)?.processes ?? {},
  };
}

/** Whether the instance on `port` answers /readyz with 200. */
export async function isReady(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/readyz`, {
      signal: AbortSignal.timeout(1_500),
    });
    await response.body?.cancel();
    return response.status === 200;
  } catch {
    return false;
  }
}

/** The instance's /readyz: whether it takes traffic, and the shared dependencies it names degraded. */
export async function readiness(port: number): Promise<{ ready: boolean; degraded: string[] }> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/readyz`, {
      signal: AbortSignal.timeout(1_500),
    });
    const body = (await response.json()) as { degraded?: string[] };
    return { ready: response.status === 200, degraded: body.degraded ?? [] };
  } catch {
    return { ready: false, degraded: [] };
  }
}

export type Verdict = { name: string; pass: boolean; figures: string[] };

export function verdict(name: string, checks: [boolean, string][], figures: string[]): Verdict {
  const failed = checks.filter(([ok]) => !ok).map(([, what]) => `missed: ${what}`);
  return { name, pass: failed.length === 0, figures: [...figures, ...failed] };
}

export function printVerdict({ name, pass, figures }: Verdict): void {
  console.log(`\n${pass ? 'PASS' : 'FAIL'} ${name}`);
  for (const line of figures) console.log(`  ${line}`);
}

/** Counts answers by status (0: no answer at all). */
export class Tally {
  readonly counts: Record<number, number> = {};
  add(status: number): void {
    this.counts[status] = (this.counts[status] ?? 0) + 1;
  }
  total(): number {
    return Object.values(this.counts).reduce((sum, n) => sum + n, 0);
  }
  where(test: (status: number) => boolean): number {
    return Object.entries(this.counts)
      .filter(([status]) => test(Number(status)))
      .reduce((sum, [, n]) => sum + n, 0);
  }
  toString(): string {
    return Object.entries(this.counts)
      .map(([status, n]) => `${status === '0' ? 'no answer' : status}: ${n}`)
      .join(', ');
  }
}
