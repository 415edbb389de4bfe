import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { GatewayConfig } from '../config';
import { cspDirectives } from '../lib/csp';

/** Helmet with our CSP; HSTS only when the public URL is https (it would pin plain-http local runs). */
export const securityHeadersPlugin = fp<{ config: GatewayConfig }>(
  async (app, { config }) => {
    const https = config.publicOrigin?.startsWith('https:') ?? false;
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: cspDirectives({ ...config, https }),
      },
      hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Remotes on other origins (previews, dev servers) are fetched with CORS, not embedded as resources.
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'gateway-security-headers' },
);
