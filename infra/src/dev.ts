import { existsSync } from 'node:fs';
import path from 'node:path';
import { presentProcesses } from './build-state';
import { databaseEnv } from './database-access';
import { StartupError, prepareInfrastructure } from './infrastructure';
import { childEnv, LaunchError, resolveLaunchConfig } from './launch-config';
import { binPath, REPO_ROOT } from './paths';
import { portOf, WEB_APPS } from './processes';
import { runPlatform } from './run-platform';

const log = (line: string) => process.stdout.write(`launcher | ${line}\n`);

/**
 * `npm run dev`: the same database, Redis and secret as `npm start`, but services run from source with
 * `tsx watch` and the front ends from rspack dev servers (hot reload) that the gateway points at.
 */
async function main(): Promise<void> {
  const config = resolveLaunchConfig({ NODE_ENV: 'development', ...process.env });
  const webApps = WEB_APPS.filter((app) =>
    existsSync(path.join(REPO_ROOT, app.folder, 'rspack.config.ts')),
  );
  const devServers = webApps.map(
    (app) => `${app.name}=http://127.0.0.1:${portOf(config.port, app.devPortOffset)}`,
  );

  const infrastructure = await prepareInfrastructure(config, log, { devServers: true });
  const env = childEnv(process.env, config, infrastructure);
  const services = presentProcesses().map((entry) => ({
    name: entry.name,
    command: binPath('tsx'),
    args: ['watch', '--clear-screen=false', entry.entry.source],
    cwd: path.join(REPO_ROOT, entry.folder),
    env: {
      ...env,
      ...databaseEnv(entry.dataOwner, infrastructure.database),
      ...(entry.name === 'gateway' ? { WEB_DEV_SERVERS: devServers.join(',') } : {}),
    },
  }));
  const frontEnds = webApps.map((app) => ({
    name: app.folder,
    command: binPath('rspack'),
    args: [
      'serve',
      '--mode',
      'development',
      '--port',
      String(portOf(config.port, app.devPortOffset)),
    ],
    cwd: path.join(REPO_ROOT, app.folder),
    // The shell dev server's own proxy (when opened directly) targets this gateway.
    env: { ...process.env, NODE_ENV: 'development', GATEWAY_PORT: String(config.port) },
  }));
  await runPlatform({
    infrastructure,
    children: [...services, ...frontEnds],
    healthUrl: `http://127.0.0.1:${config.port}/healthz`,
    stateFile: process.env.LAUNCHER_STATE_FILE || undefined,
    readyMessage: `Nomada (development) is running on http://localhost:${config.port}; front ends rebuild on save.`,
  });
}

main().catch((error: unknown) => {
  const known = error instanceof LaunchError || error instanceof StartupError;
  console.error(known ? `\n${(error as Error).message}\n` : error);
  process.exit(1);
});
