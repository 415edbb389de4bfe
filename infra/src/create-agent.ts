import path from 'node:path';
import { databaseEnv } from './database-access';
import { LaunchError, resolveLaunchConfig } from './launch-config';
import { binPath, REPO_ROOT } from './paths';
import { withPlatformDatabase } from './platform-database';
import { runCommand } from './run-command';
import { ensureSessionSecret } from './session-secret';

const IDENTITY_CLI = path.join(REPO_ROOT, 'services', 'identity', 'src', 'cli', 'create-agent.ts');

/**
 * `npm run create-agent -- --email … --password … --first-name … --last-name …`: runs identity's CLI
 * against DATABASE_URL, else the embedded database a running launcher serves, else the embedded database
 * started just for this command; as identity's roles where the launcher makes them (decision 068).
 */
async function main(): Promise<number> {
  // Only the port, database and secret matter here; production's other requirements belong to `npm start`.
  const config = resolveLaunchConfig({
    PORT: process.env.PORT,
    DATABASE_URL: process.env.DATABASE_URL,
    SESSION_SECRET: process.env.SESSION_SECRET,
  });
  const sessionSecret =
    config.sessionSecret ?? ensureSessionSecret(path.join(config.dataDir, 'session-secret'));
  return withPlatformDatabase(config, sessionSecret, (database) =>
    runCommand(binPath('tsx'), [IDENTITY_CLI, ...process.argv.slice(2)], {
      cwd: path.dirname(path.dirname(path.dirname(IDENTITY_CLI))),
      env: databaseEnv('identity', database),
    }),
  );
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof LaunchError ? error.message : error);
    process.exit(1);
  });
