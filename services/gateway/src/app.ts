import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  assertClientAddressKey,
  createDb,
  createServiceApp,
  type FrontServiceOptions,
} from '@nomada/service-kit';
import type { GatewayConfig } from './config';
import { fastifyTrustProxy } from './edge/trust-proxy';
import { bodyLimitPlugin } from './plugins/body-limit';
import { clientLimitsPlugin } from './plugins/client-limits';
import { hostGuardPlugin } from './plugins/host-guard';
import { originCheckPlugin } from './plugins/origin-check';
import { pathGuardPlugin, rewriteToNormalUrl } from './plugins/path-guard';
import { rateLimitPlugin } from './plugins/rate-limit';
import { requestHygienePlugin } from './plugins/request-hygiene';
import { securityHeadersPlugin } from './plugins/security-headers';
import { apiProxyRoutes } from './routes/api-proxy';
import { eligibilityPageRoutes } from './routes/eligibility-page';
import { healthRoutes } from './routes/health';
import { RemoteRegistryStore } from './registry/remote-registry';
import type { RegistryDatabase } from './registry/schema';
import { openApiRoutes } from './routes/openapi';
import { remoteReleaseRoutes } from './routes/remote-releases';
import { runtimeConfigRoutes } from './routes/runtime-config';
import { webAppRoutes } from './routes/web-app';

/** The release registry, read before the first request and kept fresh; closed with the app. */
async function openRegistry(
  app: FastifyInstance,
  config: GatewayConfig,
  deps: GatewayDeps,
): Promise<RemoteRegistryStore | null> {
  if (!deps.registryDb && !config.databaseUrl) return null;
  const db =
    deps.registryDb ?? createDb<RegistryDatabase>(config.databaseUrl as string, { max: 2 });
  const registry = new RemoteRegistryStore(db, app.log);
  app.addHook('onClose', async () => {
    registry.close();
    if (!deps.registryDb) await db.destroy();
  });
  await registry.start(config.releases.pollMs);
  return registry;
}

/**
 * The single public origin: path normalisation, security headers, origin check, body limits, rate
 * limit, API proxy, the OpenAPI document and the built front ends.
 */
export type GatewayDeps = {
  /** The test's own database for the release registry; otherwise one on DATABASE_URL, if set. */
  registryDb?: Kysely<RegistryDatabase>;
};

export async function buildApp(
  config: GatewayConfig,
  deps: GatewayDeps = {},
): Promise<FastifyInstance> {
  assertClientAddressKey(config.env, config.clientAddressKey);
  const { connectionTimeout, keepAliveTimeout, requestTimeout } = config.timeouts;
  const options: FrontServiceOptions = {
    database: false,
    timeouts: { connectionTimeout, keepAliveTimeout, requestTimeout },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    rewriteUrl: rewriteToNormalUrl,
    // Proxied bodies stream through unparsed with their own limits; requests answered here carry none.
    bodyLimit: 1024,
  };
  const { app } = await createServiceApp('gateway', { LOG_LEVEL: config.loggerLevel }, options);

  await app.register(pathGuardPlugin);
  await app.register(requestHygienePlugin);
  await app.register(securityHeadersPlugin, { config });
  await app.register(hostGuardPlugin, { origins: config.origins });
  await app.register(originCheckPlugin, { origins: config.origins });
  await app.register(bodyLimitPlugin);
  await app.register(rateLimitPlugin, { ...config.rateLimit, redis: config.redis });
  await app.register(clientLimitsPlugin, {
    limits: config.clientLimits,
    trustProxy: config.trustProxy,
  });

  const registry = await openRegistry(app, config, deps);
  await app.register(healthRoutes, config);
  await app.register(runtimeConfigRoutes, { config, registry });
  await app.register(remoteReleaseRoutes, { config, registry });
  await app.register(openApiRoutes);
  await app.register(eligibilityPageRoutes);
  await app.register(apiProxyRoutes, config);
  await app.register(webAppRoutes, { config, registry });
  return app;
}
