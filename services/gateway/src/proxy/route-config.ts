import type { onRequestHookHandler, preParsingHookHandler, RouteOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Counted by the per-client API rate limit: every proxied route and the API's own 404s. */
    rateLimited?: boolean;
    /** Set on proxied routes: the largest body passed on to the service, in bytes. */
    forwardBodyLimit?: number;
    /** A Server-Sent Events route: counted as an open stream, not as a request under way. */
    eventStream?: boolean;
  }
}

/** Adds `hook` after the hooks a route already has of that kind (for plugins' onRoute hooks). */
export function appendRouteHook(
  route: RouteOptions,
  name: 'onRequest',
  hook: onRequestHookHandler,
): void;
export function appendRouteHook(
  route: RouteOptions,
  name: 'preParsing',
  hook: preParsingHookHandler,
): void;
export function appendRouteHook(
  route: RouteOptions,
  name: 'onRequest' | 'preParsing',
  hook: unknown,
): void {
  const own: unknown = route[name];
  Object.assign(route, { [name]: own === undefined ? [hook] : [own, hook].flat() });
}
