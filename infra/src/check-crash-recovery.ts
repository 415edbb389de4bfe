/**
 * `npx tsx infra/src/check-crash-recovery.ts`: starts the built platform in isolation, sends it light
 * traffic, and kills each of its processes in turn with SIGKILL. Each time the launcher must restart the
 * killed process, leave the others alone, and the site must answer again (`/healthz` and `/` both 200)
 * within 5 s. Needs the build outputs (`npm run build`), PostgreSQL and Redis as the browser tests do.
 * Port: CRASH_CHECK_PORT (default 8380, so PORT…PORT+4 must be free).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { missingBuildOutputs } from './build-state';
import { startIsolatedPlatform } from './isolated-platform';
import { readLauncherState } from './launcher-state';

const BUDGET_MS = 5_000;
const log = (line: string) => console.log(`crash-check | ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function status(url: string): Promise<number> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/** A visitor or two: the home page and the health check, ten times a second, until stopped. */
function lightTraffic(baseUrl: string) {
  const counts = { ok: 0, failed: 0 };
  let running = true;
  const loop = (async () => {
    while (running) {
      const codes = await Promise.all([status(`${baseUrl}/`), status(`${baseUrl}/healthz`)]);
      for (const code of codes) counts[code === 200 ? 'ok' : 'failed']++;
      await sleep(100);
    }
  })();
  return {
    counts,
    stop: async () => {
      running = false;
      await loop;
    },
  };
}

const siteAnswers = async (baseUrl: string) =>
  (await status(`${baseUrl}/healthz`)) === 200 && (await status(`${baseUrl}/`)) === 200;

export type KillResult = { name: string; ok: boolean; detail: string };

export async function checkCrashRecovery(port: number): Promise<KillResult[]> {
  const stateDir = mkdtempSync(path.join(tmpdir(), 'nomada-crash-check-'));
  const stateFile = path.join(stateDir, 'launcher.json');
  log(`starting the platform on port ${port}`);
  const platform = await startIsolatedPlatform({
    port,
    label: 'crash',
    env: { LAUNCHER_STATE_FILE: stateFile, RATE_LIMIT_MAX: '1000000' },
  });
  const traffic = lightTraffic(`http://127.0.0.1:${port}`);
  const baseUrl = `http://127.0.0.1:${port}`;
  const results: KillResult[] = [];
  try {
    const names = Object.keys(readLauncherState(stateFile)?.processes ?? {});
    if (names.length === 0) throw new Error(`the launcher wrote no process table to ${stateFile}`);
    for (const name of names) {
      // Steady first: everything up, and the previous victim's restart behind us.
      for (let waited = 0; !(await siteAnswers(baseUrl)); waited += 200) {
        if (waited > 60_000) throw new Error(`the platform did not recover before killing ${name}`);
        await sleep(200);
      }
      const before = readLauncherState(stateFile)?.processes ?? {};
      const victim = before[name];
      if (victim === undefined) {
        results.push({ name, ok: false, detail: 'not running before the kill' });
        continue;
      }
      process.kill(victim, 'SIGKILL');
      const killedAt = Date.now();
      let back: number | null = null;
      while (Date.now() - killedAt < BUDGET_MS) {
        const restarted = readLauncherState(stateFile)?.processes[name];
        if (restarted !== undefined && restarted !== victim && (await siteAnswers(baseUrl))) {
          back = Date.now() - killedAt;
          break;
        }
        await sleep(50);
      }
      const after = readLauncherState(stateFile)?.processes ?? {};
      const disturbed = Object.keys(before).filter(
        (other) => other !== name && after[other] !== before[other],
      );
      const ok = back !== null && disturbed.length === 0;
      const detail =
        back === null
          ? `the site did not answer again within ${BUDGET_MS / 1000} s (pid now ${after[name] ?? 'none'})`
          : disturbed.length > 0
            ? `back in ${back} ms, but ${disturbed.join(', ')} also restarted`
            : `back in ${back} ms (pid ${victim} → ${after[name]})`;
      log(`kill -9 ${name}: ${ok ? 'ok' : 'FAILED'}, ${detail}`);
      results.push({ name, ok, detail });
    }
  } finally {
    await traffic.stop();
    log(
      `light traffic: ${traffic.counts.ok} answers 200, ${traffic.counts.failed} other (expected while a process was down)`,
    );
    const failed = results.some((result) => !result.ok);
    if (failed) log(`the platform's log is kept at ${platform.logFile}`);
    await platform.stop({ keepFiles: failed });
    rmSync(stateDir, { recursive: true, force: true });
  }
  return results;
}

async function main(): Promise<number> {
  const missing = missingBuildOutputs();
  if (missing.length > 0) {
    log(`skipped: the built platform is missing (${missing.join(', ')}); run npm run build first`);
    return 0;
  }
  const port = Number(process.env.CRASH_CHECK_PORT ?? 8380);
  const results = await checkCrashRecovery(port);
  const passed = results.filter((result) => result.ok).length;
  const failed = results.length - passed;
  // Counted by npm test's summary like Playwright's totals.
  console.log(`\n  ${passed} passed (kill -9 of each process, site back within 5 s)`);
  if (failed) console.log(`  ${failed} failed`);
  return failed ? 1 : 0;
}

if (path.resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) {
  main()
    .then((code) => process.exit(code))
    .catch((error: unknown) => {
      log(`failed: ${(error as Error).message}`);
      process.exit(1);
    });
}
