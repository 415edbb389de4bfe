import Fastify from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { GatewayConfig } from '../config';
import { cspDirectives } from '../edge/csp';
import { PERMISSIONS_POLICY } from '../edge/permissions-policy';

/** Headers every answer carries anyway; not helmet's to give. */
const NOT_FROM_HELMET = new Set([
  'content-type',
  'content-length',
  'date',
  'connection',
  'keep-alive',
]);

/**
 * @fastify/helmet rebuilds helmet and re-parses the CSP on every request (about 5% of a proxied call's
 * CPU). Without nonces its headers depend on the configuration alone, so helmet answers once, at boot,
 * and every request gets that answer's headers.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const { headers } = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !NOT_FROM_HELMET.has(name))
      .map(([name, value]) => [name, String(value)]),
  );
}

/**
 * Helmet's headers with our CSP, plus a Permissions-Policy (helmet sets none); HSTS only when the
 * public URL is https (it would pin plain-http local runs).
 */
export const securityHeadersPlugin = fp<{ config: GatewayConfig }>(
  async (app, { config }) => {
    const https = config.publicOrigin.startsWith('https:');
    const headers = {
      ...(await helmetHeaders({
        contentSecurityPolicy: {
          useDefaults: false,
          directives: cspDirectives({ ...config, https }),
        },
        hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
        // Remotes on other origins (previews, dev servers) are fetched with CORS, not embedded as resources.
        crossOriginEmbedderPolicy: false,
      })),
      'permissions-policy': PERMISSIONS_POLICY,
    };
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'gateway-security-headers' },
);
