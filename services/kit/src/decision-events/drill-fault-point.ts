import { readFileSync, rmSync } from 'node:fs';

/**
 * Where the decisions drill may stop a process as kill -9 would (decision 064): when the file named
 * by NOMADA_DRILL_FAULT_FILE holds this point's name, the first process to reach the point deletes
 * the file and kills itself with SIGKILL. Never in production: the variable is not even read there.
 */
export function drillFaultPoint(point: string): void {
  if (process.env.NODE_ENV === 'production') return;
  const file = process.env.NOMADA_DRILL_FAULT_FILE;
  if (!file) return;
  let armed: string;
  try {
    armed = readFileSync(file, 'utf8').trim();
  } catch {
    return;
  }
  if (armed !== point) return;
  try {
    rmSync(file);
  } catch {
    return; // another instance took it first
  }
  process.kill(process.pid, 'SIGKILL');
}
