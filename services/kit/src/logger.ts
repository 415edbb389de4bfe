import type { FastifyServerOptions } from 'fastify';

/** Pino options shared by the services: cookies, tokens and passwords never reach the logs. */
export function loggerOptions(level: string, service: string): FastifyServerOptions['logger'] {
  return {
    level,
    base: { service },
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-nomada-internal"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.newPassword',
        '*.access_token',
        '*.refresh_token',
      ],
      censor: '[redacted]',
    },
  };
}
