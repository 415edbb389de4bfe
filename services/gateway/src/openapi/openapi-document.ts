import { z } from 'zod';
import {
  API_ROUTES,
  COMMON_ERRORS,
  type ApiRoute,
  type ApiRouteName,
  type ErrorCode,
} from '@nomada/contracts';
import { ACCESS_COOKIE } from '@nomada/service-kit';
import { DEPLOY_TOKEN_SCHEME, RELEASES_TAG, releasePaths } from './openapi-release-paths';

type Json = Record<string, unknown>;
type ErrorStatus = keyof ApiRoute['errors'];

const ERROR_STATUS_TEXT: Record<ErrorStatus, string> = {
  400: 'Invalid input',
  401: 'Not signed in',
  403: 'Signed in but not allowed, or a cross-origin request',
  404: 'Unknown id or path',
  409: 'Conflict: already processed or assigned',
  413: 'Body over the call’s limit',
  429: 'Too many requests; see Retry-After',
  503: 'Temporarily unavailable',
};

const API_ERROR_REF = '#/components/schemas/ApiError';

/** One tag per service that owns calls, described for readers of the document. */
const TAG_DESCRIPTIONS: Record<ApiRoute['service'], string> = {
  identity: 'Accounts, sign-in and sessions, profiles, registrations and password recovery.',
  documents: 'The required-document checklist, uploads, downloads and the applicant dashboard.',
  review: 'The agents’ workspace: dashboards, registration and document decisions, assignments.',
  messaging: 'Contact forms, the visa assistant and the lawyer chat.',
};

/** the HTTP contract Conventions: every error body. Each response narrows `code` to what that status can carry. */
const apiErrorSchema: Json = {
  type: 'object',
  required: ['error', 'code'],
  properties: {
    error: { type: 'string', description: 'Readable English text; translate by code.' },
    code: { type: 'string', description: 'Stable snake_case code of the error catalogue.' },
    fields: { type: 'object', additionalProperties: { type: 'string' } },
    success: { const: false },
  },
};

/**
 * A zod schema as an OpenAPI 3.1 schema object. Shared parts zod extracts into `$defs` move to
 * `components.schemas`, since `#` inside the document means the document itself.
 */
function schemaObject(schema: z.ZodType, io: 'input' | 'output', components: Json): Json {
  const { $defs, ...rest } = z.toJSONSchema(schema, { io }) as Json;
  // The document's dialect (JSON Schema 2020-12) is OpenAPI 3.1's default.
  delete rest.$schema;
  const relocate = (value: unknown) =>
    JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', '"#/components/schemas/')) as Json;
  for (const [name, definition] of Object.entries(($defs ?? {}) as Record<string, unknown>)) {
    const moved = relocate(definition);
    const existing = components[name];
    if (existing !== undefined && JSON.stringify(existing) !== JSON.stringify(moved))
      throw new Error(`two different schemas are both named ${name}`);
    components[name] = moved;
  }
  return relocate(rest);
}

function requestBody(route: ApiRoute, components: Json): Json | undefined {
  if (!route.body) return undefined;
  const fields = schemaObject(route.body, 'input', components);
  if (!route.multipart)
    return { required: true, content: { 'application/json': { schema: fields } } };
  const file = { type: 'string', contentMediaType: 'application/octet-stream' };
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          ...fields,
          properties: { file, ...(fields.properties as Json | undefined) },
          required: ['file', ...((fields.required as string[] | undefined) ?? [])],
        },
      },
    },
  };
}

function successResponse(route: ApiRoute, components: Json): Json {
  const { status, schema, contentType = 'application/json' } = route.success;
  const content = schema
    ? { schema: schemaObject(schema, 'output', components) }
    : { schema: { type: 'string', description: 'A stream of Server-Sent Events.' } };
  return {
    [status]: {
      description: status === 201 ? 'Created' : 'Success',
      content: { [contentType]: content },
    },
  };
}

function errorResponses(route: ApiRoute): Json {
  const statuses = new Set([
    ...Object.keys(COMMON_ERRORS),
    ...Object.keys(route.errors),
  ]) as Set<`${ErrorStatus}`>;
  const responses: Json = {};
  for (const key of [...statuses].sort()) {
    const status = Number(key) as ErrorStatus;
    const codes: ErrorCode[] = [
      ...new Set([...(route.errors[status] ?? []), ...(COMMON_ERRORS[status] ?? [])]),
    ];
    responses[key] = {
      description: ERROR_STATUS_TEXT[status],
      ...(status === 429 ? { headers: { 'Retry-After': { schema: { type: 'integer' } } } } : {}),
      content: {
        'application/json': {
          schema: { allOf: [{ $ref: API_ERROR_REF }, { properties: { code: { enum: codes } } }] },
        },
      },
    };
  }
  return responses;
}

function operation(name: ApiRouteName, route: ApiRoute, components: Json): Json {
  const body = requestBody(route, components);
  return {
    operationId: name,
    summary: route.summary,
    tags: [route.service],
    'x-access': route.access,
    security: route.access === 'public' ? [] : [{ session: [] }],
    ...(body ? { requestBody: body } : {}),
    responses: { ...successResponse(route, components), ...errorResponses(route) },
  };
}

/**
 * The OpenAPI 3.1 document of every call in API_ROUTES, from the schemas the services validate with,
 * and of the gateway's own release registry.
 */
export function buildOpenApiDocument(): Json {
  const components: Json = { ApiError: apiErrorSchema };
  const paths: Record<string, Json> = {};
  for (const [name, route] of Object.entries(API_ROUTES) as [ApiRouteName, ApiRoute][]) {
    paths[route.path] = {
      ...paths[route.path],
      [route.method.toLowerCase()]: operation(name, route, components),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Nomada API',
      version: '1',
      // Not open source: an SPDX reference of our own, as the License Object's `identifier` allows.
      license: { name: 'Proprietary', identifier: 'LicenseRef-Nomada-Proprietary' },
      description:
        'Every public call of the platform, served on one origin. Calls are POST with a JSON body ' +
        'unless stated; errors are `{error, code}`.',
    },
    // Relative: the calls are made to the origin that served this document (the gateway).
    servers: [{ url: '/', description: 'The origin that serves this document' }],
    tags: [
      ...[...new Set(Object.values(API_ROUTES).map((route) => route.service))].map((name) => ({
        name,
        description: TAG_DESCRIPTIONS[name],
      })),
      RELEASES_TAG,
    ],
    paths: { ...paths, ...releasePaths() },
    components: {
      schemas: components,
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: ACCESS_COOKIE,
          description: `HttpOnly access cookie set by auth-login, auth-signup and auth-session (\`__Host-${ACCESS_COOKIE}\` over https).`,
        },
        deployToken: DEPLOY_TOKEN_SCHEME,
      },
    },
  };
}
