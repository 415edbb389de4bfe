import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument } from '../openapi/openapi-document';

type Rendered = { body: string; etag: string };

/**
 * `GET /api/openapi.json`: the OpenAPI 3.1 document of API_ROUTES, built on first request and kept;
 * revalidated on each use (it changes with a deploy), so an unchanged document costs a 304.
 */
export async function openApiRoutes(app: FastifyInstance): Promise<void> {
  let rendered: Rendered | undefined;
  const render = (): Rendered => {
    const body = JSON.stringify(buildOpenApiDocument());
    return {
      body,
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    };
  };

  app.get('/api/openapi.json', async (request, reply) => {
    rendered ??= render();
    reply.header('cache-control', 'no-cache').header('etag', rendered.etag);
    if (request.headers['if-none-match'] === rendered.etag) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(rendered.body);
  });
}
