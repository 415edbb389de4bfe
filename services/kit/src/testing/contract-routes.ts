import type { FastifyInstance } from 'fastify';
import { API_ROUTES, type ApiService } from '@nomada/contracts';

/** A route is public when the gateway forwards its path: the API calls and identity's `/auth/*`. */
const isPublicPath = (url: string) => url.startsWith('/functions/') || url.startsWith('/auth/');

/**
 * Public routes a service serves that the contract (API_ROUTES) does not list for it with the same
 * method and body limit: a service serving one of these has a route without a schema.
 */
export function routesOutsideContract(app: FastifyInstance, service: ApiService): string[] {
  const listed = Object.values(API_ROUTES).filter((route) => route.service === service);
  return app.servedRoutes
    .filter((route) => isPublicPath(route.url) && route.method !== 'OPTIONS')
    .filter(
      (route) =>
        !listed.some(
          (entry) =>
            entry.path === route.url &&
            entry.method === route.method &&
            (entry.bodyLimit || undefined) === route.bodyLimit,
        ),
    )
    .map((route) => `${route.method} ${route.url}`);
}

/** Calls of the contract owned by this service that it does not serve (yet). */
export function contractRoutesNotServed(app: FastifyInstance, service: ApiService): string[] {
  return Object.entries(API_ROUTES)
    .filter(([, route]) => route.service === service)
    .filter(
      ([, route]) =>
        !app.servedRoutes.some(
          (served) => served.url === route.path && served.method === route.method,
        ),
    )
    .map(([name]) => name);
}
