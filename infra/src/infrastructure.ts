import { postgresDataDir } from './postgres-placement';
import path from 'node:path';
import {
  DatabaseAccessError,
  provideDatabaseAccess,
  type PlatformDatabase,
} from './database-access';
import { reclaimEmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres';
import type { LaunchConfig } from './launch-config';
import { dataPath } from './paths';
import { busyPorts } from './port-check';
import { INFRA_PORT_OFFSETS, listeningPorts, portOf } from './processes';
import {
  findRedisServer,
  pingRedis,
  planRedis,
  REDIS_MISSING_MESSAGE,
  startPrivateRedis,
} from './redis';
import { DEFAULT_RESTART_POLICY } from './restart-policy';
import { ensureSessionSecret } from './session-secret';

export type InfrastructureListener = {
  /** Something the launcher provides failed for good (the database crashing in a loop). */
  failed(message: string): void;
  /** A provided process was restarted: `pids()` changed. */
  changed(): void;
};

export type Infrastructure = {
  /** The launcher's own connection (DATABASE_URL, or the embedded database's superuser). */
  databaseUrl: string;
  /** What each process connects as: its owner's roles where they could be made (decision 068). */
  database: PlatformDatabase;
  redisUrl: string;
  sessionSecret: string;
  /** Processes this launcher started beside the platform: `postgres`, `redis-server`. */
  pids(): Record<string, number>;
  watch(listener: InfrastructureListener): void;
  /** Stops what this launcher started (private Redis, embedded database), in reverse order. */
  stop(): Promise<void>;
};

export class StartupError extends Error {}

/** Secret, database and Redis: taken from the environment where given, otherwise provided locally. */
export async function prepareInfrastructure(
  config: LaunchConfig,
  log: (line: string) => void,
  { devServers = false } = {},
): Promise<Infrastructure> {
  const wantedDataDir = dataPath('pg', config.port, config.dataDir);
  const embedded = config.databaseUrl
    ? null
    : {
        dataDir: postgresDataDir(wantedDataDir),
        stateFile: `${wantedDataDir}.json`,
        port: portOf(config.port, INFRA_PORT_OFFSETS.database),
      };
  // A database a killed launcher left running still holds its port: stop it before checking ports.
  if (embedded) {
    await reclaimEmbeddedPostgres({ ...embedded, log }).catch((error: Error) => {
      throw new StartupError(error.message);
    });
  }
  const ports = listeningPorts(config.port, {
    database: embedded !== null,
    redis: false,
    devServers,
    replicas: config.replicas,
  });
  const busy = await busyPorts(ports);
  if (busy.length > 0) {
    throw new StartupError(
      `Port(s) ${busy.join(', ')} already in use (another Nomada copy, or another program?). ` +
        `This copy needs ${ports.join(', ')}; stop the other one or start with another PORT.`,
    );
  }
  const stops: (() => Promise<void>)[] = [];
  const pids: Record<string, () => number | null> = {};
  let listener: InfrastructureListener | null = null;
  let pendingFailure: string | null = null;
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch(() => undefined);
  };
  try {
    const sessionSecret =
      config.sessionSecret ?? ensureSessionSecret(path.join(config.dataDir, 'session-secret'));

    const redis = planRedis({
      redisUrl: config.redisUrl,
      localAnswers: config.redisUrl ? false : await pingRedis('127.0.0.1', 6379),
      binary: findRedisServer(),
      privatePort: portOf(config.port, INFRA_PORT_OFFSETS.redis),
    });
    if (redis.kind === 'missing') throw new StartupError(REDIS_MISSING_MESSAGE);
    if (redis.kind === 'private') {
      const dir = dataPath('redis', config.port, config.dataDir);
      log(`starting a private redis-server on port ${redis.port} (append-only file in ${dir})`);
      const child = await startPrivateRedis(redis.binary, redis.port, dir);
      pids['redis-server'] = () => (child.exitCode === null ? (child.pid ?? null) : null);
      stops.push(
        () =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      );
    } else {
      log(redis.kind === 'given' ? 'using REDIS_URL' : 'using the Redis on 127.0.0.1:6379');
    }

    let databaseUrl = config.databaseUrl ?? '';
    if (!embedded) {
      log('using DATABASE_URL');
    } else {
      log(
        `starting the embedded PostgreSQL on port ${embedded.port}, files in ${embedded.dataDir}` +
          (embedded.dataDir === wantedDataDir
            ? ''
            : ` (the postgres user it runs as cannot enter a folder above ${wantedDataDir})`),
      );
      const db = await startEmbeddedPostgres({
        ...embedded,
        log,
        output: (line) => process.stdout.write(`postgres | ${line}\n`),
        restart: DEFAULT_RESTART_POLICY,
      }).catch((error: Error) => {
        throw new StartupError(`The embedded PostgreSQL did not start: ${error.message}`);
      });
      db.watch({
        failed: (message) => (listener ? listener.failed(message) : (pendingFailure = message)),
        changed: () => listener?.changed(),
      });
      pids.postgres = db.pid;
      stops.push(db.stop);
      databaseUrl = db.url;
    }
    const database = await provideDatabaseAccess(databaseUrl, sessionSecret, log).catch(
      (error: unknown) => {
        if (error instanceof DatabaseAccessError) throw new StartupError(error.message);
        throw error;
      },
    );
    return {
      databaseUrl,
      database,
      redisUrl: redis.url,
      sessionSecret,
      pids: () =>
        Object.fromEntries(
          Object.entries(pids).flatMap(([name, pid]) => {
            const value = pid();
            return value === null ? [] : [[name, value]];
          }),
        ),
      watch: (next) => {
        listener = next;
        if (pendingFailure) next.failed(pendingFailure);
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
