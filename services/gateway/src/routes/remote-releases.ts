import { createHash, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  promoteRemoteVersionSchema,
  publishRemoteVersionSchema,
  remoteNameSchema,
  remoteVersionSchema,
  type RemoteName,
} from '@nomada/contracts';
import {
  AppError,
  forbidden,
  notFound,
  parseBody,
  redactUrl,
  unauthorized,
} from '@nomada/service-kit';
import type { GatewayConfig } from '../config';
import { checkManifest } from '../registry/check-manifest';
import type { RemoteRegistryStore } from '../registry/remote-registry';

/** Bodies here are one URL or one version. */
const BODY_LIMIT = 8 * 1024;

const digest = (value: string) => createHash('sha256').update(value).digest();

/** `Authorization: Bearer <REMOTE_PUBLISH_TOKEN>`: 401 without one, 403 with another. */
function requirePublisher(token: string | null) {
  const expected = token === null ? null : digest(token);
  return (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const given = /^Bearer (\S{1,512})$/.exec(header ?? '')?.[1];
    if (given === undefined) throw unauthorized();
    // Publishing off on this gateway (no token set): nobody may publish.
    if (expected === null || !timingSafeEqual(digest(given), expected))
      throw forbidden('forbidden');
  };
}

function remoteOf(request: FastifyRequest): RemoteName {
  const parsed = remoteNameSchema.safeParse((request.params as { name?: string }).name);
  if (!parsed.success) throw notFound();
  return parsed.data;
}

function versionOf(request: FastifyRequest): string {
  const parsed = remoteVersionSchema.safeParse((request.params as { version?: string }).version);
  if (!parsed.success)
    throw new AppError('invalid_request', { message: parsed.error.issues[0]?.message });
  return parsed.data;
}

const etagOf = (revision: string) => `"${revision}"`;

/** `"12"`, `W/"12"` or `12` → `12`; anything else is no revision of ours. */
function revisionIn(header: string | undefined): string | undefined {
  return /^(?:W\/)?"?(\d{1,18})"?$/.exec(header?.trim() ?? '')?.[1];
}

function sendRegistry(reply: FastifyReply, registry: RemoteRegistryStore | null) {
  const snapshot = registry?.current();
  reply.header('cache-control', 'no-cache');
  reply.header('etag', etagOf(snapshot?.revision ?? '0'));
  return snapshot;
}

/**
 * the HTTP contract ("Releasing remotes"): the registry of remote versions. Anyone may read it; publishing a
 * version, withdrawing one (decision 069) and moving the current one take the deploy token. Each write is checked here, against
 * PostgreSQL, so two gateways (or two deploys) never both win.
 */
export async function remoteReleaseRoutes(
  app: FastifyInstance,
  { config, registry }: { config: GatewayConfig; registry: RemoteRegistryStore | null },
): Promise<void> {
  const publisher = requirePublisher(config.releases.publishToken);
  const needRegistry = (): RemoteRegistryStore => {
    if (registry) return registry;
    throw new AppError('unavailable', {
      message: 'This gateway keeps no release registry (DATABASE_URL is not set)',
    });
  };

  app.get('/api/remotes', { config: { rateLimited: true } }, async (request, reply) => {
    // Pages use this instance's snapshot; a deploy's read must be the database's (If-Match).
    await registry?.latest();
    const snapshot = sendRegistry(reply, registry);
    if (revisionIn(request.headers['if-none-match']) === (snapshot?.revision ?? '0'))
      return reply.status(304).send();
    return snapshot?.document ?? { remotes: {} };
  });

  app.put(
    '/api/remotes/:name/versions/:version',
    { bodyLimit: BODY_LIMIT, config: { rateLimited: true } },
    async (request, reply) => {
      publisher(request);
      const remote = remoteOf(request);
      const version = versionOf(request);
      const { manifest } = parseBody(publishRemoteVersionSchema, request.body);
      const store = needRegistry();
      const stored = await checkManifest({
        remote,
        manifest,
        allowedOrigins: config.releases.remoteOrigins,
        ownOrigins: config.origins,
        releasesDir: config.releases.dir,
        shellManifestFile: path.join(config.webRoot, 'shell', 'dist', 'mf-manifest.json'),
        log: (details, message) => request.log.warn({ remote, version, ...details }, message),
      });
      const { created } = await store.publish(remote, version, stored);
      request.log.info(
        { remote, version, manifest: redactUrl(stored), created },
        'remote version published',
      );
      sendRegistry(reply, store);
      return reply.status(created ? 201 : 200).send({ remote, version, manifest: stored });
    },
  );

  app.delete(
    '/api/remotes/:name/versions/:version',
    { config: { rateLimited: true } },
    async (request, reply) => {
      publisher(request);
      const remote = remoteOf(request);
      const version = versionOf(request);
      const store = needRegistry();
      const { withdrawnAt } = await store.withdraw(remote, version);
      request.log.info({ remote, version }, 'remote version withdrawn');
      sendRegistry(reply, store);
      return { remote, version, withdrawn_at: withdrawnAt.toISOString() };
    },
  );

  app.post(
    '/api/remotes/:name/current',
    { bodyLimit: BODY_LIMIT, config: { rateLimited: true } },
    async (request, reply) => {
      publisher(request);
      const remote = remoteOf(request);
      const { version } = parseBody(promoteRemoteVersionSchema, request.body);
      const expected = revisionIn(request.headers['if-match']);
      if (expected === undefined) throw new AppError('if_match_required');
      const store = needRegistry();
      await store.promote(remote, version, expected);
      request.log.info({ remote, version }, 'remote version made current');
      sendRegistry(reply, store);
      return { success: true, remote, current: version };
    },
  );
}
