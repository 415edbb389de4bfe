import { spawnSync } from 'node:child_process';
import path from 'node:path';

export const E2E_DIR = path.resolve(import.meta.dirname, '..');

/** Runs run.ts (the isolated platform and Playwright) on `specs` with `replicas` of every service. */
export function runBrowserTests(specs: readonly string[], replicas: 1 | 2): number {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'src/run.ts', ...specs, ...process.argv.slice(2)],
    { cwd: E2E_DIR, stdio: 'inherit', env: { ...process.env, REPLICAS: String(replicas) } },
  );
  return result.status ?? 1;
}
