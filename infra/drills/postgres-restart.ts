import { rmSync } from 'node:fs';
import { signedInAccounts } from '../bench/signed-in-accounts';
import { embeddedPostgresUrl, startEmbeddedPostgres } from '../src/embedded-postgres';
import { DATA_DIR, dataPath } from '../src/paths';
import { postgresDataDir } from '../src/postgres-placement';
import { PLATFORM_PROCESSES } from '../src/processes';
import { platformInstances } from '../src/replicas';
import {
  delay,
  DRILL_PORT,
  readiness,
  startDrillPlatform,
  verdict,
  waitUntil,
  type Verdict,
} from './drill-platform';
import { steadyLoad, callsOfEveryService } from './steady-load';

/** Beyond the platform's ports: this drill's own PostgreSQL cluster. */
const POSTGRES_PORT = DRILL_PORT + 67;
const DOWN_MS = 5_000;
/** Answers must be whole again this long after PostgreSQL is back. */
const RECOVERY_MS = 2_000;

/**
 * PostgreSQL (a cluster of the drill's own, never the machine's) stopped for five seconds and
 * started again while four loops call every service through the gateway. Goals: every instance stays
 * ready while it is down and names it degraded (decision 073: an outage every pod shares takes none
 * out of rotation), none is restarted, and no call fails from two seconds after PostgreSQL is back.
 */
export async function postgresRestartDrill(): Promise<Verdict> {
  const wanted = dataPath('drill-pg', POSTGRES_PORT, DATA_DIR);
  const options = {
    dataDir: postgresDataDir(wanted),
    port: POSTGRES_PORT,
    stateFile: `${wanted}.json`,
    log: () => undefined,
    durable: false,
  };
  let postgres = await startEmbeddedPostgres(options);
  const previous = process.env.TEST_DATABASE_URL;
  process.env.TEST_DATABASE_URL = embeddedPostgresUrl(POSTGRES_PORT);
  try {
    const platform = await startDrillPlatform('postgres');
    try {
      const accounts = await signedInAccounts(platform, { assigned: true });
      const served = platformInstances(PLATFORM_PROCESSES, platform.port, 2).filter(
        (instance) => instance.port !== null && instance.process.name !== 'gateway',
      );
      const pidsBefore = platform.pids();
      const load = steadyLoad(platform.baseUrl, callsOfEveryService(accounts));
      await delay(3_000);

      const stoppedAt = Date.now();
      await postgres.stop();
      const allDegraded = await waitUntil(async () => {
        const answers = await Promise.all(served.map((instance) => readiness(instance.port!)));
        return answers.every((answer) => answer.ready && answer.degraded.includes('database'));
      }, DOWN_MS);
      await delay(Math.max(0, stoppedAt + DOWN_MS - Date.now()));
      postgres = await startEmbeddedPostgres(options);
      const backAt = Date.now();
      const allReady = await waitUntil(async () => {
        const answers = await Promise.all(served.map((instance) => readiness(instance.port!)));
        return answers.every((answer) => answer.ready && answer.degraded.length === 0);
      }, 30_000);
      const readyAfter = (Date.now() - backAt) / 1000;
      await delay(10_000);
      await load.stop();

      const during = load.tally(stoppedAt);
      const after = load.tally(backAt + RECOVERY_MS);
      const failedAfter = after.where((status) => status !== 200);
      const firstBad = load.answers.find((answer) => answer.at >= backAt && answer.status !== 200);
      const lastBad = [...load.answers]
        .reverse()
        .find((answer) => answer.at >= backAt && answer.status !== 200);
      const failures = load.answers
        .filter((answer) => answer.at >= backAt && answer.status !== 200)
        .map(
          (answer) =>
            `${answer.label} ${answer.status} at +${((answer.at - backAt) / 1000).toFixed(1)} s`,
        );
      const pidsAfter = platform.pids();
      const restarted = Object.keys(pidsBefore).filter(
        (name) => pidsAfter[name] !== pidsBefore[name],
      );
      return verdict(
        'postgres-restart: PostgreSQL stopped for 5 s and started again under load',
        [
          [
            allDegraded,
            'every instance stayed ready, naming the database degraded, while it was down',
          ],
          [allReady, 'every instance ready and no longer degraded'],
          [restarted.length === 0, `no process restarted (${restarted.join(', ')})`],
          [
            failedAfter === 0,
            `no failed call from ${RECOVERY_MS / 1000} s after it was back (${failedAfter})`,
          ],
        ],
        [
          `calls from the stop on: ${during.total()} (${during})`,
          `calls from ${RECOVERY_MS / 1000} s after PostgreSQL was back: ${after.total()} (${after})`,
          `failures after it was back: ${firstBad ? `first at +${((firstBad.at - backAt) / 1000).toFixed(1)} s, last at +${((lastBad!.at - backAt) / 1000).toFixed(1)} s` : 'none'}`,
          ...(failures.length ? [`failed calls after it was back: ${failures.join('; ')}`] : []),
          `every instance ready ${readyAfter.toFixed(1)} s after PostgreSQL was back; processes restarted: ${restarted.length}`,
        ],
      );
    } finally {
      await platform.stop();
    }
  } finally {
    if (previous === undefined) delete process.env.TEST_DATABASE_URL;
    else process.env.TEST_DATABASE_URL = previous;
    await postgres.stop();
    rmSync(options.dataDir, { recursive: true, force: true });
  }
}
