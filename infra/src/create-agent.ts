import path from 'node:path';
import { LaunchError, resolveLaunchConfig } from './launch-config';
import { binPath, REPO_ROOT } from './paths';
import { withPlatformDatabase } from './platform-database';
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
  return withPlatformDatabase(config, (databaseUrl) =>
    runCommand(binPath('tsx'), [IDENTITY_CLI, ...process.argv.slice(2)], {
      cwd: path.dirname(path.dirname(path.dirname(IDENTITY_CLI))),
      env: { DATABASE_URL: databaseUrl },
    }),
  );
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof LaunchError ? error.message : error);
    process.exit(1);
  });
