import type { FastifyInstance } from 'fastify';
import { createServiceApp, type FrontServiceOptions } from '@nomada/service-kit';
import type { GatewayConfig } from './config';
import { fastifyTrustProxy } from './lib/trust-proxy';
import { bodyLimitPlugin } from './plugins/body-limit';
import { clientLimitsPlugin } from './plugins/client-limits';
import { hostGuardPlugin } from './plugins/host-guard';
import { originCheckPlugin } from './plugins/origin-check';
import { pathGuardPlugin, rewriteToNormalUrl } from './plugins/path-guard';
import { rateLimitPlugin } from './plugins/rate-limit';
import { requestHygienePlugin } from './plugins/request-hygiene';
import { securityHeadersPlugin } from './plugins/security-headers';
import { apiProxyRoutes } from './routes/api-proxy';
import { healthRoutes } from './routes/health';
import { openApiRoutes } from './routes/openapi';
import { runtimeConfigRoutes } from './routes/runtime-config';
import { staticFileRoutes } from './routes/static-files';

/**
 * The single public origin: path normalisation, security headers, origin check, body limits, rate
 * limit, API proxy, the OpenAPI document and the built front ends.
 */
export async function buildApp(config: GatewayConfig): Promise<FastifyInstance> {
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

  await app.register(healthRoutes, config);
  await app.register(runtimeConfigRoutes, config);
  await app.register(openApiRoutes);
  await app.register(apiProxyRoutes, config);
  await app.register(staticFileRoutes, config);
  return app;
}
