import { provideDatabaseAccess, type PlatformDatabase } from './database-access';
import {
  embeddedPostgresUrl,
  runningEmbeddedPostgres,
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from './embedded-postgres';
import type { LaunchConfig } from './launch-config';
import { dataPath } from './paths';
import { postgresDataDir } from './postgres-placement';
import { INFRA_PORT_OFFSETS, portOf } from './processes';

/**
 * For one-off commands (create-agent, retention): DATABASE_URL, else the embedded database a running
 * launcher of this copy serves, else that embedded database started just for `run` and stopped after;
 * with each owner's roles, as `npm start` makes them (the same names and passwords).
 */
export async function withPlatformDatabase<T>(
  config: LaunchConfig,
  sessionSecret: string,
  run: (database: PlatformDatabase) => Promise<T>,
): Promise<T> {
  const withRoles = async (adminUrl: string) =>
    run(await provideDatabaseAccess(adminUrl, sessionSecret, () => undefined));
  if (config.databaseUrl) return withRoles(config.databaseUrl);
  const wantedDataDir = dataPath('pg', config.port, config.dataDir);
  const stateFile = `${wantedDataDir}.json`;
  const running = await runningEmbeddedPostgres(stateFile);
  if (running) return withRoles(embeddedPostgresUrl(running.port));
  // Port PORT+5 is free (no launcher of this copy runs), so the temporary server takes it.
  const temporary: EmbeddedPostgres = await startEmbeddedPostgres({
    dataDir: postgresDataDir(wantedDataDir),
    port: portOf(config.port, INFRA_PORT_OFFSETS.database),
    stateFile,
    log: (line) => console.log(line),
    output: (line) => console.log(`postgres | ${line}`),
  });
  try {
    return await withRoles(temporary.url);
  } finally {
    await temporary.stop();
  }
}
