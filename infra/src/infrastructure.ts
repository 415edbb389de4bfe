import path from 'node:path';
import { startEmbeddedDb } from './embedded-db';
import type { LaunchConfig } from './launch-config';
import { dataPath } from './paths';
import { busyPorts } from './port-check';
import { INFRA_PORT_OFFSETS, listeningPorts, portOf, requiredDbConnections } from './processes';
import {
  findRedisServer,
  pingRedis,
  planRedis,
  REDIS_MISSING_MESSAGE,
  startPrivateRedis,
} from './redis';
import { ensureSessionSecret } from './session-secret';

export type Infrastructure = {
  databaseUrl: string;
  redisUrl: string;
  sessionSecret: string;
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
  const ports = listeningPorts(config.port, {
    database: !config.databaseUrl,
    redis: false,
    devServers,
  });
  const busy = await busyPorts(ports);
  if (busy.length > 0) {
    throw new StartupError(
      `Port(s) ${busy.join(', ')} already in use (another Nomada copy, or another program?). ` +
        `This copy needs ${ports.join(', ')}; stop the other one or start with another PORT.`,
    );
  }
  const stops: (() => Promise<void>)[] = [];
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

    let databaseUrl = config.databaseUrl;
    if (databaseUrl) {
      log('using DATABASE_URL');
    } else {
      const port = portOf(config.port, INFRA_PORT_OFFSETS.database);
      const dataDir = dataPath('pg', config.port, config.dataDir);
      log(`starting the embedded database (PGlite) on port ${port}, files in ${dataDir}`);
      const db = await startEmbeddedDb({
        dataDir,
        port,
        maxConnections: requiredDbConnections(),
        stateFile: `${dataDir}.json`,
      });
      stops.push(db.stop);
      databaseUrl = db.url;
    }
    return { databaseUrl, redisUrl: redis.url, sessionSecret, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
