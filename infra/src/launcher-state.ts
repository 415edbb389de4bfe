import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';

/**
 * What a running launcher writes to `LAUNCHER_STATE_FILE` (when set): its own pid and the pid of every
 * process it runs now, so checks from outside can find and kill one of them.
 */
export type LauncherState = {
  launcherPid: number;
  /** Supervised processes (services, worker, dev servers) by name. */
  processes: Record<string, number>;
  /** Processes the launcher provides beside them: `postgres`, `redis-server`. */
  infrastructure: Record<string, number>;
};

/** Written under a temporary name and renamed, so a reader never sees half a file. */
export function writeLauncherState(file: string, state: LauncherState): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(state, null, 2)}\n`);
  renameSync(temporary, file);
}

export function readLauncherState(file: string): LauncherState | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LauncherState;
  } catch {
    return null;
  }
}

export const removeLauncherState = (file: string) => rmSync(file, { force: true });
