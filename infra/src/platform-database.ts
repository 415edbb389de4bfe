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
 * launcher of this copy serves, else that embedded database started just for `run` and stopped after.
 */
export async function withPlatformDatabase<T>(
  config: LaunchConfig,
  run: (databaseUrl: string) => Promise<T>,
): Promise<T> {
  if (config.databaseUrl) return run(config.databaseUrl);
  const wantedDataDir = dataPath('pg', config.port, config.dataDir);
  const stateFile = `${wantedDataDir}.json`;
  const running = await runningEmbeddedPostgres(stateFile);
  if (running) return run(embeddedPostgresUrl(running.port));
  // Port PORT+5 is free (no launcher of this copy runs), so the temporary server takes it.
  const temporary: EmbeddedPostgres = await startEmbeddedPostgres({
    dataDir: postgresDataDir(wantedDataDir),
    port: portOf(config.port, INFRA_PORT_OFFSETS.database),
    stateFile,
    log: (line) => console.log(line),
    output: (line) => console.log(`postgres | ${line}`),
  });
  try {
    return await run(temporary.url);
  } finally {
    await temporary.stop();
  }
}
