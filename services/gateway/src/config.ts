import path from 'node:path';
import { z } from 'zod';
import { REMOTE_NAMES, type RemoteName } from '@nomada/contracts';
import {
  baseConfigSchema,
  extraPublicOriginsSchema,
  findRepoRoot,
  isLoopbackUrl,
  loadConfig,
  publicOrigins,
  requireHttpsInProduction,
  serverTimeouts,
  serviceAddressSchema,
  serviceInstances,
  serviceUrl,
  type PublicOrigins,
} from '@nomada/service-kit';
import { trustProxySchema, type TrustProxy } from './edge/trust-proxy';
import { UPSTREAM_SERVICES, type UpstreamService } from './routing-table';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => ['true', '1', 'yes'].includes(value));

/** Static origins remote releases are served from: their code runs in our pages. */
const remoteOriginList = extraPublicOriginsSchema;

/** `shell=http://localhost:8090,mf_marketing=http://localhost:8091`: development servers by app name. */
const devServers = z.string().transform((value, ctx) => {
  const servers: Partial<Record<'shell' | RemoteName, string>> = {};
  for (const pair of value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const [name = '', url = ''] = pair.split('=', 2).map((item) => item.trim());
    if ((name !== 'shell' && !REMOTE_NAMES.includes(name as RemoteName)) || !URL.canParse(url)) {
      ctx.addIssue({
        code: 'custom',
        message: `expected shell|mf_marketing|mf_applicant|mf_agent=<url>, got "${pair}"`,
      });
      return z.NEVER;
    }
    servers[name as 'shell' | RemoteName] = new URL(url).origin;
  }
  return servers;
});

/** The mailbox lists every email sent, reset links included: never in production. */
function refuseDevMailboxInProduction(
  config: { NODE_ENV: string; DEV_MAILBOX: boolean },
  ctx: z.RefinementCtx,
): void {
  if (config.NODE_ENV === 'production' && config.DEV_MAILBOX)
    ctx.addIssue({
      code: 'custom',
      path: ['DEV_MAILBOX'],
      message: 'the development mailbox cannot be served in production',
    });
}

/**
 * An extra name is served like PUBLIC_URL, and a remote origin serves code into our pages: in
 * production both are https only, like PUBLIC_URL.
 */
function requireHttpsOriginsInProduction(
  config: { NODE_ENV: string; EXTRA_PUBLIC_ORIGINS: string[]; REMOTE_ORIGINS: string[] },
  ctx: z.RefinementCtx,
): void {
  if (config.NODE_ENV !== 'production') return;
  for (const key of ['EXTRA_PUBLIC_ORIGINS', 'REMOTE_ORIGINS'] as const) {
    const plain = config[key].filter(
      (origin) => !origin.startsWith('https:') && !isLoopbackUrl(origin),
    );
    if (plain.length > 0)
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: `must be https in production, got ${plain.join(', ')}`,
      });
  }
}

export const gatewayConfigSchema = baseConfigSchema
  .pick({
    NODE_ENV: true,
    HOST: true,
    PORT: true,
    PUBLIC_URL: true,
    LOG_LEVEL: true,
    REDIS_URL: true,
    REDIS_PREFIX: true,
    CLIENT_ADDRESS_KEY: true,
  })
  .extend({
    /** Each service's address, or its instances comma-separated (decision 045). */
    IDENTITY_URL: serviceAddressSchema.optional(),
    DOCUMENTS_URL: serviceAddressSchema.optional(),
    REVIEW_URL: serviceAddressSchema.optional(),
    MESSAGING_URL: serviceAddressSchema.optional(),
    /** How often each instance's /readyz is asked where a service has several (0: never). */
    UPSTREAM_READINESS_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
    REMOTE_MF_MARKETING_URL: z.url().optional(),
    REMOTE_MF_APPLICANT_URL: z.url().optional(),
    REMOTE_MF_AGENT_URL: z.url().optional(),
    /** `?preview=<remote>:<version>` of published versions (staging); off unless set. */
    PREVIEW_ENABLED: flag.optional(),
    /** The release registry (the HTTP contract ("Releasing remotes")); without it, remotes are served as configured. */
    DATABASE_URL: z.string().min(1).optional(),
    /** Whoever holds it may publish and promote remote versions; without it nobody may. */
    REMOTE_PUBLISH_TOKEN: z
      .string()
      .min(32, 'REMOTE_PUBLISH_TOKEN must be at least 32 characters')
      .optional(),
    /** Static origins (a CDN, an S3 website) released remote versions may be served from. */
    REMOTE_ORIGINS: remoteOriginList.default([]),
    /** Releases served by this gateway at /releases/ (a release made with `--to <this folder>`). */
    RELEASES_DIR: z.string().optional(),
    /** How often each gateway reads the registry's revision; a change is served within this time. */
    REGISTRY_POLL_MS: z.coerce.number().int().min(100).max(5_000).default(2_000),
    /** Other names people reach the platform by (a second domain, a staging name). */
    EXTRA_PUBLIC_ORIGINS: extraPublicOriginsSchema.default([]),
    WEB_ROOT: z.string().optional(),
    WEB_DEV_SERVERS: devServers.default({}),
    RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
    RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
    /** A body of a JSON call (≤ 256 KB) must have arrived this long after the request began. */
    BODY_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(5_000),
    /** Requests one client address may have under way at once (event streams apart). */
    CLIENT_CONCURRENT_MAX: z.coerce.number().int().min(1).default(64),
    /** Event streams one client address may hold open. */
    CLIENT_STREAMS_MAX: z.coerce.number().int().min(1).default(32),
    /** Event streams this gateway instance holds open for everyone together. */
    STREAMS_MAX: z.coerce.number().int().min(1).default(5_000),
    /** Connections one peer address may hold (peers that are trusted proxies are not counted). */
    CONNECTIONS_PER_ADDRESS_MAX: z.coerce.number().int().min(1).default(128),
    /** Behind load balancers: how many, or their addresses, so limits see the client, not the balancer. */
    TRUST_PROXY: trustProxySchema.default(false),
    /** Proxy `/dev/mailbox*` to messaging, for loopback clients only (the launcher sets it locally). */
    DEV_MAILBOX: flag.default(false),
    /** Serve public pages prerendered (docs/decisions/009); off, every page renders in the browser. */
    PRERENDER: flag.default(true),
  })
  .superRefine(requireHttpsInProduction)
  .superRefine(requireHttpsOriginsInProduction)
  .superRefine(refuseDevMailboxInProduction);

export type GatewayEnv = z.output<typeof gatewayConfigSchema>;

export type ClientLimits = {
  bodyTimeoutMs: number;
  concurrentPerClient: number;
  streamsPerClient: number;
  streamsTotal: number;
  connectionsPerAddress: number;
};

export type GatewayConfig = {
  env: GatewayEnv['NODE_ENV'];
  host: string;
  port: number;
  /** Origin of PUBLIC_URL (default `http://localhost:PORT`). */
  publicOrigin: string;
  /** The only names served: PUBLIC_URL's, EXTRA_PUBLIC_ORIGINS, loopback aliases of a loopback one. */
  origins: PublicOrigins;
  /**
   * LOG_LEVEL. Not named `logLevel`: route plugins get this config as their options, and Fastify reads
   * a plugin option of that name as the log level of every request in it, making each request's logger
   * a pino child that rebuilds all its log methods.
   */
  loggerLevel: GatewayEnv['LOG_LEVEL'];
  /** Each service's instances (base URLs); requests go to them in turn (service-instances.ts). */
  services: Record<UpstreamService, string[]>;
  /** How often the instances of a service with several are asked whether they take traffic. */
  readinessIntervalMs: number;
  /** Remote name → explicitly configured manifest URL (dev servers included); others are served locally. */
  remoteUrls: Partial<Record<RemoteName, string>>;
  previewEnabled: boolean;
  /** The release registry and who may write to it (the HTTP contract ("Releasing remotes")). */
  databaseUrl: string | null;
  releases: {
    publishToken: string | null;
    remoteOrigins: string[];
    dir: string;
    pollMs: number;
  };
  webRoot: string;
  /** Development servers: the shell's is proxied at `/`, the remotes' are listed in remotes.json. */
  devServers: Partial<Record<'shell' | RemoteName, string>>;
  rateLimit: { max: number; windowMs: number };
  /** What one client may hold at once, so one address cannot jam the door for everyone. */
  clientLimits: ClientLimits;
  /** Rate-limit counters live here, shared by every gateway instance. */
  redis: { url: string; prefix: string };
  trustProxy: TrustProxy;
  /** Proves to the services the client address this gateway decided (decision 067). */
  clientAddressKey: string | undefined;
  devMailbox: boolean;
  prerender: boolean;
  healthTimeoutMs: number;
  /** Server timeouts, and how long a service may stay silent before its call fails (not event streams). */
  timeouts: {
    connectionTimeout: number;
    keepAliveTimeout: number;
    requestTimeout: number;
    upstreamMs: number;
  };
};

const REMOTE_ENV: Record<
  RemoteName,
  'REMOTE_MF_MARKETING_URL' | 'REMOTE_MF_APPLICANT_URL' | 'REMOTE_MF_AGENT_URL'
> = {
  mf_marketing: 'REMOTE_MF_MARKETING_URL',
  mf_applicant: 'REMOTE_MF_APPLICANT_URL',
  mf_agent: 'REMOTE_MF_AGENT_URL',
};

const SERVICE_ENV: Record<
  UpstreamService,
  'IDENTITY_URL' | 'DOCUMENTS_URL' | 'REVIEW_URL' | 'MESSAGING_URL'
> = {
  identity: 'IDENTITY_URL',
  documents: 'DOCUMENTS_URL',
  review: 'REVIEW_URL',
  messaging: 'MESSAGING_URL',
};

export function toGatewayConfig(env: GatewayEnv): GatewayConfig {
  const services = Object.fromEntries(
    UPSTREAM_SERVICES.map((name) => [
      name,
      serviceInstances(env[SERVICE_ENV[name]] ?? serviceUrl(name, env.PORT)),
    ]),
  ) as Record<UpstreamService, string[]>;
  const remoteUrls: Partial<Record<RemoteName, string>> = {};
  for (const name of REMOTE_NAMES) {
    const devServer = env.WEB_DEV_SERVERS[name];
    const url = env[REMOTE_ENV[name]] ?? (devServer ? `${devServer}/mf-manifest.json` : undefined);
    if (url) remoteUrls[name] = url;
  }
  const webRoot = path.resolve(env.WEB_ROOT ?? findRepoRoot(import.meta.dirname));
  const origins = publicOrigins(
    env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    env.EXTRA_PUBLIC_ORIGINS,
  );
  // Staging previews load foreign code: off unless PREVIEW_ENABLED says so, in every environment.
  const previewEnabled = env.PREVIEW_ENABLED ?? false;
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicOrigin: origins.primary,
    origins,
    loggerLevel: env.LOG_LEVEL,
    services,
    readinessIntervalMs: env.UPSTREAM_READINESS_MS,
    remoteUrls,
    previewEnabled,
    databaseUrl: env.DATABASE_URL ?? null,
    releases: {
      publishToken: env.REMOTE_PUBLISH_TOKEN ?? null,
      remoteOrigins: env.REMOTE_ORIGINS,
      dir: path.resolve(env.RELEASES_DIR ?? path.join(webRoot, '.data', 'releases')),
      pollMs: env.REGISTRY_POLL_MS,
    },
    webRoot,
    devServers: env.WEB_DEV_SERVERS,
    rateLimit: { max: env.RATE_LIMIT_MAX, windowMs: env.RATE_LIMIT_WINDOW_MS },
    clientLimits: {
      bodyTimeoutMs: env.BODY_TIMEOUT_MS,
      concurrentPerClient: env.CLIENT_CONCURRENT_MAX,
      streamsPerClient: env.CLIENT_STREAMS_MAX,
      streamsTotal: env.STREAMS_MAX,
      connectionsPerAddress: env.CONNECTIONS_PER_ADDRESS_MAX,
    },
    redis: { url: env.REDIS_URL, prefix: env.REDIS_PREFIX },
    trustProxy: env.TRUST_PROXY,
    clientAddressKey: env.CLIENT_ADDRESS_KEY,
    devMailbox: env.DEV_MAILBOX,
    prerender: env.PRERENDER,
    healthTimeoutMs: 2000,
    // A silent service gets a 503 before the client's idle socket would be dropped without an answer.
    timeouts: { ...serverTimeouts, upstreamMs: serverTimeouts.connectionTimeout - 5_000 },
  };
}

/** Reads and validates the environment at boot; a bad variable stops the gateway with a clear message. */
export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return toGatewayConfig(loadConfig(gatewayConfigSchema, env));
}
