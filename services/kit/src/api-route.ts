import fp from 'fastify-plugin';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerHookHandler,
  RouteOptions,
} from 'fastify';
import { API_ROUTES, type ApiRouteName } from '@nomada/contracts';

export type ServedRoute = { method: string; url: string; bodyLimit: number | undefined };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route this app registered, for the test that holds them to the contract. */
    servedRoutes: ServedRoute[];
  }
}

export const routeRecorderPlugin = fp(
  async (app) => {
    const served: ServedRoute[] = [];
    app.decorate('servedRoutes', served);
    app.addHook('onRoute', (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods)
        if (method !== 'HEAD') served.push({ method, url: route.url, bodyLimit: route.bodyLimit });
    });
  },
  { name: 'nomada-route-recorder' },
);

export type ApiHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * Registers a public call exactly as the contract (API_ROUTES) lists it: method, path, body limit
 * and success status come from there, so a service cannot drift from the API.
 */
export function apiRoute(
  app: FastifyInstance,
  name: ApiRouteName,
  handler: ApiHandler,
  { preHandler }: { preHandler?: preHandlerHookHandler | preHandlerHookHandler[] } = {},
): void {
  const route = API_ROUTES[name];
  app.route({
    method: route.method,
    url: route.path,
    bodyLimit: route.bodyLimit || undefined,
    ...(preHandler ? { preHandler } : {}),
    handler: async (request, reply) => {
      reply.status(route.success.status);
      return handler(request, reply);
    },
  });
}
