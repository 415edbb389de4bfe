import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { serviceUrl } from '@nomada/service-kit';
import { buildApp as buildIdentity } from '@nomada/identity/app';
import { identityConfigSchema } from '@nomada/identity/config';
import { databaseEnv } from './database-access';
import { LaunchError, resolveLaunchConfig } from './launch-config';
import { binPath, REPO_ROOT } from './paths';
import { withPlatformDatabase } from './platform-database';
import { runCommand } from './run-command';
import { ensureSessionSecret } from './session-secret';

const DOCUMENTS_CLI = path.join(REPO_ROOT, 'services', 'documents', 'src', 'cli', 'retention.ts');

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

/**
 * `npm run retention`: the documents service's retention sweep once, now, on this copy's database and
 * files (decision 032), printing what it deleted. Which cases are finished is identity's answer: the
 * running platform's identity, or, when none runs, an identity started in this process for the sweep.
 */
async function main(): Promise<number> {
  const config = resolveLaunchConfig(process.env);
  const sessionSecret =
    config.sessionSecret ?? ensureSessionSecret(path.join(config.dataDir, 'session-secret'));
  return withPlatformDatabase(config, sessionSecret, async (database) => {
    let identityUrl = serviceUrl('identity', config.port);
    let identity: FastifyInstance | null = null;
    if (!(await answers(identityUrl))) {
      identity = await buildIdentity(
        identityConfigSchema.parse({
          ...process.env,
          PORT: String(config.port),
          DATABASE_URL: databaseEnv('identity', database).DATABASE_URL,
          SESSION_SECRET: sessionSecret,
          REDIS_URL: config.redisUrl ?? 'redis://127.0.0.1:6379',
          REDIS_PREFIX: config.redisPrefix,
          LOG_LEVEL: 'warn',
        }),
      );
      identityUrl = await identity.listen({ port: 0, host: '127.0.0.1' });
    }
    try {
      return await runCommand(binPath('tsx'), [DOCUMENTS_CLI], {
        cwd: path.dirname(path.dirname(path.dirname(DOCUMENTS_CLI))),
        env: {
          PORT: String(config.port),
          ...databaseEnv('documents', database),
          SESSION_SECRET: sessionSecret,
          STORAGE_DIR: config.storageDir,
          IDENTITY_URL: identityUrl,
          REDIS_URL: config.redisUrl ?? 'redis://127.0.0.1:6379',
          REDIS_PREFIX: config.redisPrefix,
          LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        },
      });
    } finally {
      await identity?.close();
    }
  });
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(
      error instanceof LaunchError ? error.message : `retention: ${(error as Error).message}`,
    );
    process.exit(1);
  });
