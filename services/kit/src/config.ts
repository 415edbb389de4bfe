import { z } from 'zod';

/** Settings every service reads; each service extends this with its own. */
export const baseConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().min(1, 'DATABASE_URL is required (the launcher provides one)'),
  REDIS_URL: z.string().min(1).default('redis://127.0.0.1:6379'),
  /** Prefix of every Redis key and queue, so test runs and copies never collide. */
  REDIS_PREFIX: z.string().default('nomada'),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters'),
  /** Proves the client address the gateway sends (decision 067); required in production. */
  CLIENT_ADDRESS_KEY: z
    .string()
    .min(32, 'CLIENT_ADDRESS_KEY must be at least 32 characters')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});
export type BaseConfig = z.infer<typeof baseConfigSchema>;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Browsers treat loopback as a secure context, so production-mode runs on this machine may use http. */
export function isLoopbackUrl(url: string): boolean {
  return LOOPBACK_HOSTS.has(new URL(url).hostname);
}

/**
 * Production serves people over the internet: PUBLIC_URL must be https (cookies get Secure and the
 * `__Host-` prefix, the gateway sends HSTS), unless it names this machine. Add it to a service's
 * config schema with `.superRefine(requireHttpsInProduction)`.
 */
export function requireHttpsInProduction(
  config: { NODE_ENV: string; PUBLIC_URL?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (config.NODE_ENV !== 'production') return;
  if (!config.PUBLIC_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['PUBLIC_URL'],
      message: 'PUBLIC_URL is required in production',
    });
    return;
  }
  if (new URL(config.PUBLIC_URL).protocol !== 'https:' && !isLoopbackUrl(config.PUBLIC_URL)) {
    ctx.addIssue({
      code: 'custom',
      path: ['PUBLIC_URL'],
      message:
        'PUBLIC_URL must be https in production (http is accepted only for localhost and 127.0.0.1)',
    });
  }
}

/**
 * The gateway and every service it forwards to prove the client address with CLIENT_ADDRESS_KEY
 * (decision 067). A production server without it would make every client behind the gateway share
 * one set of limits, so it refuses to start; commands (migrations, sweeps) do not need it.
 */
export function assertClientAddressKey(nodeEnv: string | undefined, key: string | undefined): void {
  if (nodeEnv === 'production' && !key)
    throw new ConfigError(
      'Invalid configuration:\n  CLIENT_ADDRESS_KEY: required in production (at least 32 random characters, the same for the gateway and every service)',
    );
}

/** Cookies and HSTS follow from the scheme people use. */
export function isHttpsUrl(url: string | undefined): boolean {
  return url !== undefined && new URL(url).protocol === 'https:';
}

export class ConfigError extends Error {}

/** Validates the environment at boot and names every bad variable in one message. */
export function loadConfig<S extends z.ZodType>(
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
): z.output<S> {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = schema.safeParse(cleaned);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
  );
  throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
}

/** Internal port of a service: an offset of the public PORT so two copies never clash. */
export const SERVICE_PORT_OFFSETS = {
  gateway: 0,
  identity: 1,
  documents: 2,
  review: 3,
  messaging: 4,
} as const;
export type ServiceName = keyof typeof SERVICE_PORT_OFFSETS;

export function servicePort(service: ServiceName, publicPort: number): number {
  return publicPort + SERVICE_PORT_OFFSETS[service];
}

export function serviceUrl(service: ServiceName, publicPort: number, host = '127.0.0.1'): string {
  return `http://${host}:${servicePort(service, publicPort)}`;
}
