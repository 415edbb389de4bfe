import { z } from 'zod';
import {
  promoteRemoteVersionSchema,
  publishRemoteVersionSchema,
  remoteRegistrySchema,
  REMOTE_NAMES,
  REMOTE_VERSION_PATTERN,
  withdrawnRemoteAnswerSchema,
} from '@nomada/contracts';

type Json = Record<string, unknown>;

const API_ERROR_REF = '#/components/schemas/ApiError';

const schema = (value: z.ZodType, io: 'input' | 'output'): Json => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(value, { io }) as Json;
  return rest;
};

const json = (body: Json) => ({ 'application/json': { schema: body } });

function errors(statuses: Record<number, { text: string; codes: string[] }>): Json {
  return Object.fromEntries(
    Object.entries(statuses).map(([status, { text, codes }]) => [
      status,
      {
        description: text,
        content: json({
          allOf: [{ $ref: API_ERROR_REF }, { properties: { code: { enum: codes } } }],
        }),
      },
    ]),
  );
}

const etagHeader = {
  ETag: {
    description: 'The registry’s revision: send it in If-Match to move a current version.',
    schema: { type: 'string' },
  },
};

const nameParameter = {
  name: 'name',
  in: 'path',
  required: true,
  description: 'The remote: its Module Federation name.',
  schema: { type: 'string', enum: [...REMOTE_NAMES] },
};

const versionParameter = {
  name: 'version',
  in: 'path',
  required: true,
  schema: { type: 'string', pattern: REMOTE_VERSION_PATTERN.source },
};

const deployToken = [{ deployToken: [] }];

const unauthorised = {
  401: { text: 'No deploy token', codes: ['unauthorized'] },
  403: { text: 'Another token, or publishing is off on this gateway', codes: ['forbidden'] },
  404: { text: 'Unknown remote or version', codes: ['not_found'] },
  429: {
    text: 'Too many requests; see Retry-After',
    codes: ['rate_limited', 'too_many_concurrent'],
  },
  503: {
    text: 'No registry (DATABASE_URL unset) or PostgreSQL unreachable',
    codes: ['unavailable'],
  },
};

/** the HTTP contract ("Releasing remotes"): the gateway's own calls, beside the services' calls of API_ROUTES. */
export const RELEASES_TAG = {
  name: 'releases',
  description:
    'Remote versions: published by their teams, promoted and rolled back (decision 011).',
};

export const DEPLOY_TOKEN_SCHEME = {
  type: 'http',
  scheme: 'bearer',
  description: 'REMOTE_PUBLISH_TOKEN of the gateway, held by deploy scripts.',
};

export function releasePaths(): Record<string, Json> {
  return {
    '/api/remotes': {
      get: {
        operationId: 'list-remote-versions',
        summary: 'Each remote’s current version and published versions',
        tags: ['releases'],
        security: [],
        responses: {
          200: {
            description: 'Success',
            headers: etagHeader,
            content: json(schema(remoteRegistrySchema, 'output')),
          },
          304: { description: 'Unchanged since the If-None-Match revision' },
          ...errors({ 429: unauthorised[429] }),
        },
      },
    },
    '/api/remotes/{name}/versions/{version}': {
      put: {
        operationId: 'publish-remote-version',
        summary: 'Publish an immutable version after checking its manifest',
        tags: ['releases'],
        security: deployToken,
        parameters: [nameParameter, versionParameter],
        requestBody: { required: true, content: json(schema(publishRemoteVersionSchema, 'input')) },
        responses: {
          200: { description: 'Already published with this manifest' },
          201: { description: 'Published' },
          ...errors({
            400: {
              text: 'Invalid input, or a manifest that cannot be used',
              codes: ['invalid_request', 'manifest_invalid'],
            },
            ...unauthorised,
            409: {
              text: 'A shared singleton of another major version, another manifest under this version, or a withdrawn version',
              codes: ['incompatible_shared', 'version_exists', 'version_withdrawn'],
            },
            413: { text: 'Body over the call’s limit', codes: ['payload_too_large'] },
          }),
        },
      },
      delete: {
        operationId: 'withdraw-remote-version',
        summary:
          'Withdraw a version: never previewed, made current or published again (decision 069)',
        tags: ['releases'],
        security: deployToken,
        parameters: [nameParameter, versionParameter],
        responses: {
          200: {
            description: 'Withdrawn (now, or already before)',
            headers: etagHeader,
            content: json(schema(withdrawnRemoteAnswerSchema, 'output')),
          },
          ...errors({
            400: { text: 'Invalid version', codes: ['invalid_request'] },
            ...unauthorised,
            409: {
              text: 'The current version: make another one current first',
              codes: ['version_current'],
            },
          }),
        },
      },
    },
    '/api/remotes/{name}/current': {
      post: {
        operationId: 'move-current-remote-version',
        summary: 'Promote a version, or roll back to an earlier one',
        tags: ['releases'],
        security: deployToken,
        parameters: [
          nameParameter,
          {
            name: 'If-Match',
            in: 'header',
            required: true,
            description: 'The ETag of GET /api/remotes this move is based on.',
            schema: { type: 'string' },
          },
        ],
        requestBody: { required: true, content: json(schema(promoteRemoteVersionSchema, 'input')) },
        responses: {
          200: {
            description: 'Success',
            headers: etagHeader,
            content: json({
              type: 'object',
              required: ['success', 'remote', 'current'],
              properties: {
                success: { const: true },
                remote: { type: 'string' },
                current: { type: 'string' },
              },
            }),
          },
          ...errors({
            400: { text: 'Invalid input', codes: ['invalid_request'] },
            ...unauthorised,
            409: { text: 'A withdrawn version', codes: ['version_withdrawn'] },
            412: { text: 'The registry moved since that ETag', codes: ['registry_changed'] },
            413: { text: 'Body over the call’s limit', codes: ['payload_too_large'] },
            428: { text: 'No If-Match', codes: ['if_match_required'] },
          }),
        },
      },
    },
  };
}
