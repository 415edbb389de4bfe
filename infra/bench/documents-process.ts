import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The pid of the process listening on a local TCP port (Linux: `ss -ltnp`). */
export function pidListeningOn(port: number): number {
  const output = execFileSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(output)?.[1];
  if (!pid) throw new Error(`no process found listening on port ${port}`);
  return Number(pid);
}

/** Resident memory of a process, in bytes (Linux: /proc/<pid>/status). */
export function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) * 1024;
}

/** Samples a process's resident memory until stopped; answers the highest value seen. */
export function sampleResidentMemory(pid: number, everyMs = 20) {
  let peak = residentBytes(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, residentBytes(pid));
  }, everyMs);
  return {
    stop(): number {
      clearInterval(timer);
      return Math.max(peak, residentBytes(pid));
    },
  };
}
