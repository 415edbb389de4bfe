import { postgresDataDir } from './postgres-placement';
import path from 'node:path';
import {
  embeddedPostgresUrl,
  runningEmbeddedPostgres,
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from './embedded-postgres';
import { LaunchError, resolveLaunchConfig } from './launch-config';
import { binPath, dataPath, REPO_ROOT } from './paths';
import { INFRA_PORT_OFFSETS, portOf } from './processes';
import { runCommand } from './run-command';

const IDENTITY_CLI = path.join(REPO_ROOT, 'services', 'identity', 'src', 'cli', 'create-agent.ts');

/**
 * `npm run create-agent -- --email … --password … --first-name … --last-name …`: runs identity's CLI
 * against DATABASE_URL, else the embedded database a running launcher serves, else the embedded database
 * started just for this command.
 */
async function main(): Promise<number> {
  // Only the port and database matter here; production's other requirements belong to `npm start`.
  const config = resolveLaunchConfig({
    PORT: process.env.PORT,
    DATABASE_URL: process.env.DATABASE_URL,
  });
  let temporary: EmbeddedPostgres | null = null;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    const wantedDataDir = dataPath('pg', config.port, config.dataDir);
    const stateFile = `${wantedDataDir}.json`;
    const running = await runningEmbeddedPostgres(stateFile);
    if (running) {
      databaseUrl = embeddedPostgresUrl(running.port);
    } else {
      // Port PORT+5 is free (no launcher of this copy runs), so the temporary server takes it.
      temporary = await startEmbeddedPostgres({
        dataDir: postgresDataDir(wantedDataDir),
        port: portOf(config.port, INFRA_PORT_OFFSETS.database),
        stateFile,
        log: (line) => console.log(line),
        output: (line) => console.log(`postgres | ${line}`),
      });
      databaseUrl = temporary.url;
    }
  }
  try {
    return await runCommand(binPath('tsx'), [IDENTITY_CLI, ...process.argv.slice(2)], {
      cwd: path.dirname(path.dirname(path.dirname(IDENTITY_CLI))),
      env: { DATABASE_URL: databaseUrl },
    });
  } finally {
    await temporary?.stop();
  }
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof LaunchError ? error.message : error);
    process.exit(1);
  });
