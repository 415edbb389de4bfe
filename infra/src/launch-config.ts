import path from 'node:path';
import { DATA_DIR, dataPath } from './paths';

export class LaunchError extends Error {}

export type LaunchConfig = {
  port: number;
  publicUrl: string;
  nodeEnv: 'development' | 'production' | 'test';
  /** Given by the environment; null means "start the embedded database". */
  databaseUrl: string | null;
  /** Given by the environment; null means "find or start a Redis". */
  redisUrl: string | null;
  redisPrefix: string;
  /** Given by the environment; null means "read or create `.data/session-secret`". */
  sessionSecret: string | null;
  storageDir: string;
  mailboxDir: string;
  dataDir: string;
};

const nonEmpty = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? undefined : value;

/** Everything the launcher decides from the environment alone, before it touches disk or network. */
export function resolveLaunchConfig(env: NodeJS.ProcessEnv, dataDir = DATA_DIR): LaunchConfig {
  const port = Number(nonEmpty(env.PORT) ?? 8080);
  if (!Number.isInteger(port) || port < 1 || port > 65535 - 20) {
    throw new LaunchError(
      `PORT must be a port number with room for PORT+13 above it, got "${env.PORT}"`,
    );
  }
  const nodeEnv = nonEmpty(env.NODE_ENV) ?? 'development';
  if (nodeEnv !== 'development' && nodeEnv !== 'production' && nodeEnv !== 'test') {
    throw new LaunchError(`NODE_ENV must be development, production or test, got "${nodeEnv}"`);
  }
  const publicUrl = nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${port}`;
  if (!URL.canParse(publicUrl)) throw new LaunchError(`PUBLIC_URL is not a URL: "${publicUrl}"`);
  const sessionSecret = nonEmpty(env.SESSION_SECRET) ?? null;
  if (nodeEnv === 'production' && !sessionSecret) {
    throw new LaunchError(
      'SESSION_SECRET is required in production (at least 32 random characters).',
    );
  }
  if (sessionSecret && sessionSecret.length < 32)
    throw new LaunchError('SESSION_SECRET must be at least 32 characters.');
  return {
    port,
    publicUrl: publicUrl.replace(/\/$/, ''),
    nodeEnv,
    databaseUrl: nonEmpty(env.DATABASE_URL) ?? null,
    redisUrl: nonEmpty(env.REDIS_URL) ?? null,
    redisPrefix: nonEmpty(env.REDIS_PREFIX) ?? (port === 8080 ? 'nomada' : `nomada-${port}`),
    sessionSecret,
    storageDir: path.resolve(nonEmpty(env.STORAGE_DIR) ?? dataPath('storage', port, dataDir)),
    mailboxDir: path.resolve(nonEmpty(env.MAILBOX_DIR) ?? dataPath('mailbox', port, dataDir)),
    dataDir,
  };
}

/** The environment every child process gets: the caller's, plus what the launcher resolved. */
export function childEnv(
  base: NodeJS.ProcessEnv,
  config: LaunchConfig,
  resolved: { databaseUrl: string; redisUrl: string; sessionSecret: string },
): NodeJS.ProcessEnv {
  return {
    ...base,
    NODE_ENV: config.nodeEnv,
    PORT: String(config.port),
    PUBLIC_URL: config.publicUrl,
    DATABASE_URL: resolved.databaseUrl,
    REDIS_URL: resolved.redisUrl,
    REDIS_PREFIX: config.redisPrefix,
    SESSION_SECRET: resolved.sessionSecret,
    STORAGE_DIR: config.storageDir,
    MAILBOX_DIR: config.mailboxDir,
  };
}
