import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API_ROUTES, COMMON_ERRORS, type ApiRoute } from '@nomada/contracts';
import { buildApp } from '../src/app';
import { testConfig } from './helpers';

type Json = Record<string, unknown>;
type Operation = {
  operationId: string;
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, { content?: Record<string, { schema?: Json }> }>;
};

let app: FastifyInstance;
let document: Json & { paths: Record<string, Record<string, Operation>> };

beforeAll(async () => {
  app = await buildApp(testConfig());
  const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(async () => {
  await app.close();
});

const operationOf = (path: string, method: string) => document.paths[path]?.[method.toLowerCase()];

/** Every value under `node`, with the JSON pointer that reaches it. */
function* walk(node: unknown, pointer = '#'): Generator<[string, unknown]> {
  yield [pointer, node];
  if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node))
      yield* walk(value, `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`);
}

function resolve(pointer: string): unknown {
  return pointer
    .slice(2)
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, key) => (node as Json | undefined)?.[key], document);
}

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document, revalidated on every use', async () => {
    expect(document.openapi).toBe('3.1.0');
    const first = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(first.headers['content-type']).toContain('application/json');
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('describes every call the gateway forwards, each with its success answer', () => {
    const forwarded = app.servedRoutes.filter(
      (route) =>
        (route.url.startsWith('/functions/') || route.url.startsWith('/auth/')) &&
        !route.url.endsWith('*'),
    );
    expect(forwarded.length).toBe(Object.keys(API_ROUTES).length);
    for (const { method, url } of forwarded) {
      const operation = operationOf(url, method);
      expect(operation, `${method} ${url}`).toBeDefined();
      const route: ApiRoute = Object.values(API_ROUTES).find((entry) => entry.path === url)!;
      const success = operation?.responses[String(route.success.status)]?.content;
      const contentType = route.success.contentType ?? 'application/json';
      expect(success?.[contentType]?.schema, `${method} ${url} answer`).toBeTypeOf('object');
      expect(Object.keys(success?.[contentType]?.schema ?? {}), `${method} ${url}`).not.toEqual([]);
    }
    expect(
      operationOf('/functions/lawyer-messages/stream', 'GET')?.responses['200']?.content,
    ).toHaveProperty('text/event-stream');
  });

  it('gives each call its request body, and each error status the codes it can carry', () => {
    for (const [name, route] of Object.entries(API_ROUTES)) {
      const operation = operationOf(route.path, route.method)!;
      expect(operation.operationId).toBe(name);
      const body = operation.requestBody?.content;
      if (!route.body) expect(body, name).toBeUndefined();
      else if ('multipart' in route) {
        const schema = body?.['multipart/form-data']?.schema as {
          properties: Json;
          required: string[];
        };
        expect(schema.properties.file).toMatchObject({ type: 'string' });
        expect(schema.properties.documentName).toBeDefined();
        expect(schema.required).toContain('file');
      } else expect(Object.keys(body?.['application/json']?.schema ?? {}), name).not.toEqual([]);

      const statuses = new Set([...Object.keys(route.errors), ...Object.keys(COMMON_ERRORS)]);
      for (const status of statuses) {
        const schema = operation.responses[status]?.content?.['application/json']?.schema as {
          allOf: [Json, { properties: { code: { enum: string[] } } }];
        };
        const codes = [
          ...((route.errors as Record<string, string[]>)[status] ?? []),
          ...((COMMON_ERRORS as Record<string, string[]>)[status] ?? []),
        ];
        expect(schema.allOf[0], `${name} ${status}`).toEqual({
          $ref: '#/components/schemas/ApiError',
        });
        expect(new Set(schema.allOf[1].properties.code.enum), `${name} ${status}`).toEqual(
          new Set(codes),
        );
      }
    }
  });

  it('is well formed: responses everywhere, every $ref resolves, plain JSON throughout', () => {
    for (const [path, operations] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(operations))
        expect(Object.keys(operation.responses ?? {}), `${method} ${path}`).not.toEqual([]);
    for (const [pointer, node] of walk(document)) {
      if (pointer.endsWith('/$ref')) {
        expect(node, pointer).toMatch(/^#\/components\//);
        expect(resolve(String(node)), `${pointer} → ${String(node)}`).toBeDefined();
      }
      if (typeof node === 'number') expect(Number.isFinite(node), pointer).toBe(true);
      expect(node, pointer).not.toBeUndefined();
    }
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
  });
});
