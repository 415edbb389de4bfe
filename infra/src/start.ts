import path from 'node:path';
import { missingBuildOutputs, presentProcesses } from './build-state';
import { databaseEnv } from './database-access';
import { prepareInfrastructure, StartupError } from './infrastructure';
import { childEnv, LaunchError, resolveLaunchConfig } from './launch-config';
import { REPO_ROOT } from './paths';
import { describeInstances, instanceEnv, platformInstances, replicaEnv } from './replicas';
import { runCommand } from './run-command';
import { runPlatform, STARTUP_TIMEOUT_MS } from './run-platform';

const log = (line: string) => process.stdout.write(`launcher | ${line}\n`);

function fail(error: unknown): never {
  const known = error instanceof LaunchError || error instanceof StartupError;
  console.error(known ? `\n${(error as Error).message}\n` : error);
  process.exit(1);
}

/** `npm start`: build what is missing, provide database/Redis/secret, run the built platform. */
async function main(): Promise<void> {
  const config = resolveLaunchConfig(process.env);

  const missing = missingBuildOutputs();
  if (missing.length > 0) {
    log(`building (missing: ${missing.join(', ')})`);
    const code = await runCommand('npm', ['run', 'build'], { cwd: REPO_ROOT });
    if (code !== 0)
      throw new LaunchError(`npm run build failed (exit ${code}); nothing was started.`);
  }

  const infrastructure = await prepareInfrastructure(config, log);
  const instances = platformInstances(presentProcesses(), config.port, config.replicas);
  const env = {
    ...childEnv(process.env, config, infrastructure),
    ...replicaEnv(instances, process.env),
  };
  if (config.replicas > 1) {
    log(`REPLICAS=${config.replicas}: the gateway balances over the instances of each service`);
    for (const line of describeInstances(instances)) log(`  ${line}`);
  }
  await runPlatform({
    infrastructure,
    children: instances.map((instance) => ({
      name: instance.name,
      command: process.execPath,
      args: ['--enable-source-maps', instance.process.entry.built],
      cwd: path.join(REPO_ROOT, instance.process.folder),
      env: {
        ...instanceEnv(instance, env),
        ...databaseEnv(instance.process.dataOwner, infrastructure.database),
      },
    })),
    healthUrl: `http://127.0.0.1:${config.port}/healthz`,
    // All instances start on the same cores: n of each take about n times as long to be up.
    healthTimeoutMs: STARTUP_TIMEOUT_MS * config.replicas,
    stateFile: process.env.LAUNCHER_STATE_FILE || undefined,
    readyMessage: `Nomada is running on http://localhost:${config.port}`,
  });
}

main().catch(fail);
