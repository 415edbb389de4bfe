declare module 'fastify' {
  interface FastifyContextConfig {
    /** Counted by the per-client API rate limit: every proxied route and the API's own 404s. */
    rateLimited?: boolean;
    /** Set on proxied routes: the largest body passed on to the service, in bytes. */
    forwardBodyLimit?: number;
  }
}

export {};
