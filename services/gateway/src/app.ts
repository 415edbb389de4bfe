import Fastify, { type FastifyInstance } from 'fastify';
import { errorHandlerPlugin, loggerOptions, serverTimeouts } from '@nomada/service-kit';
import type { GatewayConfig } from './config';
import { originCheckPlugin } from './plugins/origin-check';
import { rateLimitPlugin } from './plugins/rate-limit';
import { requestHygienePlugin } from './plugins/request-hygiene';
import { securityHeadersPlugin } from './plugins/security-headers';
import { apiProxyRoutes } from './routes/api-proxy';
import { healthRoutes } from './routes/health';
import { runtimeConfigRoutes } from './routes/runtime-config';
import { staticFileRoutes } from './routes/static-files';

/** The single public origin: security headers, origin check, rate limit, API proxy and the built front ends. */
export async function buildApp(config: GatewayConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, 'gateway'),
    ...serverTimeouts,
    trustProxy: config.trustProxy,
    // Proxied bodies are streamed unparsed; requests this gateway answers itself carry none.
    bodyLimit: config.maxBodyBytes,
  });

  await app.register(errorHandlerPlugin);
  await app.register(requestHygienePlugin, { maxBodyBytes: config.maxBodyBytes });
  await app.register(securityHeadersPlugin, { config });
  await app.register(originCheckPlugin, { publicOrigin: config.publicOrigin });
  await app.register(rateLimitPlugin, config.rateLimit);

  await app.register(healthRoutes, config);
  await app.register(runtimeConfigRoutes, config);
  await app.register(apiProxyRoutes, config);
  await app.register(staticFileRoutes, config);
  return app;
}
