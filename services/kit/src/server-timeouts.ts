/** Fastify server options every service uses: bounded timeouts so a slow client cannot hold a socket. */
export const serverTimeouts = {
  connectionTimeout: 30_000,
  keepAliveTimeout: 72_000,
  requestTimeout: 120_000,
} as const;
