import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { isLoopbackUrl } from '@nomada/service-kit';
import { DATA_DIR, dataPath } from './paths';
import { HIGHEST_PORT_OFFSET, parseReplicas, ReplicasError } from './replicas';

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
  /** CLIENT_ADDRESS_KEY as given, or a new one for this launch (decision 067). */
  clientAddressKey: string;
  storageDir: string;
  mailboxDir: string;
  dataDir: string;
  /** DEV_MAILBOX as the caller set it; null lets `childEnv` decide from NODE_ENV and SMTP_URL. */
  devMailbox: boolean | null;
  /** Instances of each service and worker (REPLICAS, default 1); the gateway is always one. */
  replicas: number;
};

const nonEmpty = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? undefined : value;

// What the services accept for their flags; children always get `true` or `false`.
const TRUE_WORDS = new Set(['true', '1', 'yes']);
const FALSE_WORDS = new Set(['false', '0', 'no']);

function parseFlag(name: string, value: string | undefined): boolean | null {
  const given = nonEmpty(value)?.trim().toLowerCase();
  if (given === undefined) return null;
  if (TRUE_WORDS.has(given)) return true;
  if (FALSE_WORDS.has(given)) return false;
  throw new LaunchError(`${name} must be true or false, got "${value}"`);
}

/** Everything the launcher decides from the environment alone, before it touches disk or network. */
export function resolveLaunchConfig(env: NodeJS.ProcessEnv, dataDir = DATA_DIR): LaunchConfig {
  let replicas: number;
  try {
    replicas = parseReplicas(env.REPLICAS);
  } catch (error) {
    if (error instanceof ReplicasError) throw new LaunchError(error.message);
    throw error;
  }
  const port = Number(nonEmpty(env.PORT) ?? 8080);
  if (!Number.isInteger(port) || port < 1 || port > 65535 - HIGHEST_PORT_OFFSET) {
    throw new LaunchError(
      `PORT must be a port number with room for PORT+${HIGHEST_PORT_OFFSET} above it, got "${env.PORT}"`,
    );
  }
  const nodeEnv = nonEmpty(env.NODE_ENV) ?? 'development';
  if (nodeEnv !== 'development' && nodeEnv !== 'production' && nodeEnv !== 'test') {
    throw new LaunchError(`NODE_ENV must be development, production or test, got "${nodeEnv}"`);
  }
  const givenPublicUrl = nonEmpty(env.PUBLIC_URL);
  const publicUrl = givenPublicUrl ?? `http://localhost:${port}`;
  if (!URL.canParse(publicUrl)) throw new LaunchError(`PUBLIC_URL is not a URL: "${publicUrl}"`);
  if (nodeEnv === 'production') {
    // As the service kit requires: people reach production over https (Secure cookies, HSTS); only
    // this machine's own names, which browsers treat as secure, may use http.
    if (!givenPublicUrl) {
      throw new LaunchError(
        'PUBLIC_URL is required in production: the https address people use (http only for localhost or 127.0.0.1).',
      );
    }
    if (new URL(publicUrl).protocol !== 'https:' && !isLoopbackUrl(publicUrl)) {
      throw new LaunchError(
        `PUBLIC_URL must be https in production (http is accepted only for localhost, 127.0.0.1 and [::1]), got "${publicUrl}"`,
      );
    }
  }
  const devMailbox = parseFlag('DEV_MAILBOX', env.DEV_MAILBOX);
  if (nodeEnv === 'production' && devMailbox) {
    throw new LaunchError(
      'DEV_MAILBOX=true is refused in production: the development mailbox keeps emails instead of sending ' +
        'them. Set SMTP_URL and remove DEV_MAILBOX.',
    );
  }
  const sessionSecret = nonEmpty(env.SESSION_SECRET) ?? null;
  if (nodeEnv === 'production' && !sessionSecret) {
    throw new LaunchError(
      'SESSION_SECRET is required in production (at least 32 random characters).',
    );
  }
  if (sessionSecret && sessionSecret.length < 32)
    throw new LaunchError('SESSION_SECRET must be at least 32 characters.');
  // Every process of this launch proves client addresses with one key (decision 067); a new one per
  // launch is enough, since the launcher starts the gateway and every service together.
  const clientAddressKey = nonEmpty(env.CLIENT_ADDRESS_KEY) ?? randomBytes(32).toString('hex');
  if (clientAddressKey.length < 32)
    throw new LaunchError('CLIENT_ADDRESS_KEY must be at least 32 characters.');
  return {
    port,
    publicUrl: publicUrl.replace(/\/$/, ''),
    nodeEnv,
    databaseUrl: nonEmpty(env.DATABASE_URL) ?? null,
    redisUrl: nonEmpty(env.REDIS_URL) ?? null,
    redisPrefix: nonEmpty(env.REDIS_PREFIX) ?? (port === 8080 ? 'nomada' : `nomada-${port}`),
    sessionSecret,
    clientAddressKey,
    storageDir: path.resolve(nonEmpty(env.STORAGE_DIR) ?? dataPath('storage', port, dataDir)),
    mailboxDir: path.resolve(nonEmpty(env.MAILBOX_DIR) ?? dataPath('mailbox', port, dataDir)),
    dataDir,
    devMailbox,
    replicas,
  };
}

/**
 * The environment every child process gets: the caller's, plus what the launcher resolved. Outside
 * production, without SMTP_URL, mail goes to the development mailbox unless DEV_MAILBOX says otherwise.
 */
export function childEnv(
  base: NodeJS.ProcessEnv,
  config: LaunchConfig,
  resolved: { databaseUrl: string; redisUrl: string; sessionSecret: string },
): NodeJS.ProcessEnv {
  const devMailbox =
    config.devMailbox ?? (config.nodeEnv !== 'production' && !nonEmpty(base.SMTP_URL));
  return {
    ...base,
    DEV_MAILBOX: String(devMailbox),
    NODE_ENV: config.nodeEnv,
    PORT: String(config.port),
    PUBLIC_URL: config.publicUrl,
    DATABASE_URL: resolved.databaseUrl,
    REDIS_URL: resolved.redisUrl,
    REDIS_PREFIX: config.redisPrefix,
    SESSION_SECRET: resolved.sessionSecret,
    CLIENT_ADDRESS_KEY: config.clientAddressKey,
    STORAGE_DIR: config.storageDir,
    MAILBOX_DIR: config.mailboxDir,
  };
}
