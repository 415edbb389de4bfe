import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { createDb } from '@nomada/service-kit';
import { createTestDatabase, type TestDatabase } from '@nomada/service-kit/testing';
import { buildApp } from '../src/app';
import { migrateRegistry } from '../src/registry/migrate';
import type { RegistryDatabase } from '../src/registry/schema';
import { makeWebRoot, remoteManifest, testConfig, urlOf, writeWebFile } from './helpers';

export const TOKEN = 'deploy-token-0123456789abcdef0123456789';
export const auth = { authorization: `Bearer ${TOKEN}` };

export type StaticOrigin = { app: FastifyInstance; files: Map<string, string>; url: string };

/** A static origin (a CDN) serving release folders: `/<folder>/<version>/…`. */
export async function startStaticOrigin(): Promise<StaticOrigin> {
  const files = new Map<string, string>();
  const app = Fastify();
  app.get('/*', async (request, reply) => {
    const body = files.get(request.url);
    if (body === undefined) return reply.status(404).send('missing');
    return reply.header('access-control-allow-origin', '*').type('application/json').send(body);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, files, url: urlOf(app) };
}

/** Puts `mf_agent` version `version` (its manifest and remoteEntry) on the origin. */
export function placeRelease(
  origin: StaticOrigin,
  version: string,
  {
    shared = {},
    metaData = {},
  }: { shared?: Record<string, string>; metaData?: Record<string, unknown> } = {},
): string {
  const base = `/agent/${version}`;
  const manifest = remoteManifest('mf_agent', shared);
  origin.files.set(
    `${base}/mf-manifest.json`,
    JSON.stringify({ ...manifest, metaData: { ...manifest.metaData, ...metaData } }),
  );
  origin.files.set(`${base}/remoteEntry.js`, 'var mf_agent;');
  return `${origin.url}${base}/mf-manifest.json`;
}

export type RegistryGateways = {
  first: FastifyInstance;
  second: FastifyInstance;
  releasesDir: string;
  close(): Promise<void>;
};

/** Two gateways on one registry, as behind a load balancer, with `env` added to their settings. */
export async function startRegistryGateways(
  env: Record<string, string>,
): Promise<RegistryGateways> {
  const database: TestDatabase = await createTestDatabase();
  const db: Kysely<RegistryDatabase> = createDb<RegistryDatabase>(database.url);
  await migrateRegistry(db);
  const releasesDir = mkdtempSync(path.join(tmpdir(), 'gateway-releases-'));
  const webRoot = makeWebRoot();
  writeWebFile(webRoot, 'shell/dist/index.html', '<!doctype html><head></head><body></body>');
  const config = testConfig({
    WEB_ROOT: webRoot,
    REMOTE_PUBLISH_TOKEN: TOKEN,
    RELEASES_DIR: releasesDir,
    REGISTRY_POLL_MS: '200',
    ...env,
  });
  const first = await buildApp(config, { registryDb: db });
  const second = await buildApp(config, { registryDb: db });
  return {
    first,
    second,
    releasesDir,
    async close() {
      await first.close();
      await second.close();
      await db.destroy();
      await database.drop();
    },
  };
}

export const publish = (
  app: FastifyInstance,
  name: string,
  version: string,
  body: unknown,
  headers: Record<string, string> = auth,
) =>
  app.inject({
    method: 'PUT',
    url: `/api/remotes/${name}/versions/${version}`,
    headers,
    payload: body as object,
  });

export const readRegistry = (app: FastifyInstance) =>
  app.inject({ method: 'GET', url: '/api/remotes' });

/** Moves mf_agent's current version; with the registry's ETag unless one is given. */
export async function promote(app: FastifyInstance, version: string, etag?: string) {
  const headers: Record<string, string> = { ...auth };
  if (etag !== undefined) headers['if-match'] = etag;
  return app.inject({
    method: 'POST',
    url: '/api/remotes/mf_agent/current',
    headers,
    payload: { version },
  });
}

export const etagOf = async (app: FastifyInstance) =>
  String((await readRegistry(app)).headers.etag);

/** A static origin and two gateways allowed to use it, for the tests of one file. */
export function useReleaseSetup(): { origin: StaticOrigin; gateways: RegistryGateways } {
  const setup = {} as { origin: StaticOrigin; gateways: RegistryGateways };
  beforeAll(async () => {
    setup.origin = await startStaticOrigin();
    setup.gateways = await startRegistryGateways({ REMOTE_ORIGINS: setup.origin.url });
  });
  afterAll(async () => {
    await setup.gateways?.close();
    await setup.origin?.app.close();
  });
  return setup;
}
