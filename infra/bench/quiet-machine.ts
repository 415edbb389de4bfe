import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

type CpuTimes = { busy: number; total: number };

/** All CPUs' time so far from /proc/stat, or null where there is none (not Linux). */
async function cpuTimes(): Promise<CpuTimes | null> {
  try {
    const line = (await readFile('/proc/stat', 'utf8')).split('\n', 1)[0]!;
    const fields = line.trim().split(/\s+/).slice(1).map(Number);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    const total = fields.reduce((sum, value) => sum + value, 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/** The share of CPU time busy over the next `ms`, or null where it cannot be read. */
export async function busyShare(ms: number): Promise<number | null> {
  const before = await cpuTimes();
  await sleep(ms);
  const after = await cpuTimes();
  if (!before || !after || after.total === before.total) return null;
  return (after.busy - before.busy) / (after.total - before.total);
}

const QUIET_SHARE = 0.2;
const SETTLE_WINDOW_MS = 2_000;
const MAX_WAIT_MS = 90_000;

/**
 * Waits until the machine has been quiet for a couple of seconds (a platform just started renders its
 * public pages and warms up for a while), at most MAX_WAIT_MS. Throughput measured while the platform
 * itself is still busy says nothing about the gateway. Answers what the machine was doing when the
 * measurement began, for the report.
 */
export async function waitForQuietMachine(): Promise<string> {
  const deadline = Date.now() + MAX_WAIT_MS;
  let share = await busyShare(SETTLE_WINDOW_MS);
  while (share !== null && share > QUIET_SHARE && Date.now() < deadline)
    share = await busyShare(SETTLE_WINDOW_MS);
  if (share === null) return 'machine load unknown';
  const percent = `${Math.round(share * 100)}% busy`;
  return share > QUIET_SHARE ? `machine still ${percent} after ${MAX_WAIT_MS / 1000} s` : percent;
}
