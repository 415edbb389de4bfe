import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { createDb } from '@nomada/service-kit';
import { createTestDatabase, type TestDatabase } from '@nomada/service-kit/testing';
import type { Kysely } from 'kysely';
import { buildApp } from '../src/app';
import { migrateRegistry } from '../src/registry/migrate';
import type { RegistryDatabase } from '../src/registry/schema';
import { makeWebRoot, remoteManifest, testConfig, urlOf, writeWebFile } from './helpers';

const TOKEN = 'deploy-token-0123456789abcdef0123456789';
const auth = { authorization: `Bearer ${TOKEN}` };

/** A static origin (a CDN) serving release folders: `/<folder>/<version>/…`. */
async function startStaticOrigin(): Promise<{ app: FastifyInstance; files: Map<string, string> }> {
  const files = new Map<string, string>();
  const app = Fastify();
  app.get('/*', async (request, reply) => {
    const body = files.get(request.url);
    if (body === undefined) return reply.status(404).send('missing');
    return reply.header('access-control-allow-origin', '*').type('application/json').send(body);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, files };
}

let database: TestDatabase;
let db: Kysely<RegistryDatabase>;
let origin: Awaited<ReturnType<typeof startStaticOrigin>>;
let releasesDir: string;
let first: FastifyInstance;
let second: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb<RegistryDatabase>(database.url);
  await migrateRegistry(db);
  origin = await startStaticOrigin();
  releasesDir = mkdtempSync(path.join(tmpdir(), 'gateway-releases-'));
  const webRoot = makeWebRoot();
  writeWebFile(webRoot, 'shell/dist/index.html', '<!doctype html><head></head><body></body>');
  const env = {
    WEB_ROOT: webRoot,
    REMOTE_PUBLISH_TOKEN: TOKEN,
    REMOTE_ORIGINS: urlOf(origin.app),
    RELEASES_DIR: releasesDir,
    REGISTRY_POLL_MS: '200',
  };
  // Two gateways on one registry, as behind a load balancer.
  first = await buildApp(testConfig(env), { registryDb: db });
  second = await buildApp(testConfig(env), { registryDb: db });
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await origin?.app.close();
  await db?.destroy();
  await database?.drop();
});

/** Publishes `mf_agent` version `version` with its manifest on the static origin. */
function release(version: string, shared: Record<string, string> = {}): string {
  const base = `/agent/${version}`;
  origin.files.set(`${base}/mf-manifest.json`, JSON.stringify(remoteManifest('mf_agent', shared)));
  origin.files.set(`${base}/remoteEntry.js`, 'var mf_agent;');
  return `${urlOf(origin.app)}${base}/mf-manifest.json`;
}

const put = (
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

const registry = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/remotes' });

async function promote(app: FastifyInstance, version: string, etag?: string) {
  const headers: Record<string, string> = { ...auth };
  if (etag !== undefined) headers['if-match'] = etag;
  return app.inject({
    method: 'POST',
    url: '/api/remotes/mf_agent/current',
    headers,
    payload: { version },
  });
}

const remotesJson = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: '/remotes.json' })).json<Record<string, string>>();

async function eventually(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('not within the time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - started;
}

describe('publishing a version', () => {
  it('takes the deploy token: 401 without one, 403 with another', async () => {
    const manifest = release('v-token');
    expect((await put(first, 'mf_agent', 'v-token', { manifest }, {})).statusCode).toBe(401);
    const wrong = { authorization: 'Bearer not-the-token' };
    expect((await put(first, 'mf_agent', 'v-token', { manifest }, wrong)).statusCode).toBe(403);
    const listed = (await registry(first)).json().remotes.mf_agent.versions;
    expect(listed).toEqual([]);
  });

  it('refuses a manifest it cannot use before any visitor sees it', async () => {
    const cases: [string, string, number, string][] = [
      ['https://elsewhere.example/agent/v/mf-manifest.json', 'v-foreign', 400, 'manifest_invalid'],
      [`${urlOf(origin.app)}/agent/missing/mf-manifest.json`, 'v-missing', 400, 'manifest_invalid'],
      [`${urlOf(origin.app)}/agent/v/remoteEntry.js`, 'v-not-manifest', 400, 'manifest_invalid'],
      ['/remotes/agent/mf-manifest.json', 'v-built-in', 400, 'manifest_invalid'],
      ['/releases/../../etc/mf-manifest.json', 'v-escape', 400, 'manifest_invalid'],
    ];
    for (const [manifest, version, status, code] of cases) {
      const answer = await put(first, 'mf_agent', version, { manifest });
      expect(answer.statusCode, manifest).toBe(status);
      expect(answer.json().code, manifest).toBe(code);
    }
    origin.files.set('/agent/not-json/mf-manifest.json', '<html>');
    const notJson = `${urlOf(origin.app)}/agent/not-json/mf-manifest.json`;
    expect((await put(first, 'mf_agent', 'v-html', { manifest: notJson })).json().code).toBe(
      'manifest_invalid',
    );
    // Another remote's manifest under this remote's name.
    const marketing = `${urlOf(origin.app)}/agent/marketing/mf-manifest.json`;
    origin.files.set(
      '/agent/marketing/mf-manifest.json',
      JSON.stringify(remoteManifest('mf_marketing')),
    );
    origin.files.set('/agent/marketing/remoteEntry.js', 'var x;');
    expect((await put(first, 'mf_agent', 'v-other', { manifest: marketing })).json().code).toBe(
      'manifest_invalid',
    );
    // A remoteEntry that is not there.
    const noEntry = release('v-no-entry');
    origin.files.delete('/agent/v-no-entry/remoteEntry.js');
    expect((await put(first, 'mf_agent', 'v-no-entry', { manifest: noEntry })).json().code).toBe(
      'manifest_invalid',
    );
    expect((await registry(first)).json().remotes.mf_agent.versions).toEqual([]);
  });

  it('refuses a shared singleton of another major version than the shell’s (409)', async () => {
    const majors: Record<string, string>[] = [
      { react: '18.3.1' },
      { 'react-router': '6.30.0' },
      { '@chakra-ui/react': '2.10.0' },
    ];
    for (const shared of majors) {
      const manifest = release('v-old', shared);
      const answer = await put(first, 'mf_agent', 'v-old', { manifest });
      expect(answer.statusCode).toBe(409);
      expect(answer.json().code).toBe('incompatible_shared');
    }
    // Another minor or patch is fine.
    const manifest = release('v-minor', { react: '19.4.0' });
    expect((await put(first, 'mf_agent', 'v-minor', { manifest })).statusCode).toBe(201);
  });

  it('keeps versions immutable: the same manifest again is fine, another one is 409', async () => {
    const manifest = release('v-same');
    expect((await put(first, 'mf_agent', 'v-same', { manifest })).statusCode).toBe(201);
    expect((await put(second, 'mf_agent', 'v-same', { manifest })).statusCode).toBe(200);
    const other = release('v-same-2');
    const answer = await put(first, 'mf_agent', 'v-same', { manifest: other });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().code).toBe('version_exists');
  });

  it('answers clear 4xx for hostile names, versions and bodies', async () => {
    const manifest = release('v-hostile');
    expect((await put(first, 'mf_nope', 'v1', { manifest })).statusCode).toBe(404);
    expect((await put(first, 'mf_agent', '.hidden', { manifest })).statusCode).toBe(400);
    expect((await put(first, 'mf_agent', 'v%2Fx', { manifest })).statusCode).toBe(400);
    expect((await put(first, 'mf_agent', 'v'.repeat(65), { manifest })).statusCode).toBe(400);
    for (const body of [{}, { manifest: 42 }, { manifest: [manifest] }, { manifest, extra: 1 }])
      expect((await put(first, 'mf_agent', 'v-hostile', body)).statusCode).toBe(400);
    const huge = await put(first, 'mf_agent', 'v-hostile', { manifest: 'x'.repeat(20_000) });
    expect(huge.statusCode).toBe(413);
  });

  it('takes a release made to the gateway’s own folder, served under /releases/ with its cache rules', async () => {
    const folder = 'agent/v-local';
    writeWebFile(
      releasesDir,
      `${folder}/mf-manifest.json`,
      JSON.stringify(remoteManifest('mf_agent')),
    );
    writeWebFile(releasesDir, `${folder}/remoteEntry.js`, 'var mf_agent;');
    writeWebFile(releasesDir, `${folder}/app.0123456789.js`, 'var chunk;');
    const answer = await put(first, 'mf_agent', 'v-local', {
      manifest: 'http://localhost/releases/agent/v-local/mf-manifest.json',
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().manifest).toBe('/releases/agent/v-local/mf-manifest.json');
    const chunk = await first.inject({
      method: 'GET',
      url: `/releases/${folder}/app.0123456789.js`,
    });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const served = await first.inject({
      method: 'GET',
      url: `/releases/${folder}/mf-manifest.json`,
    });
    expect(served.headers['cache-control']).toBe('no-cache');
  });
});

describe('promoting and rolling back', () => {
  it('moves the current version with If-Match, and every gateway serves it within 5 s', async () => {
    const v1 = release('v1');
    const v2 = release('v2');
    expect((await put(first, 'mf_agent', 'v1', { manifest: v1 })).statusCode).toBe(201);
    expect((await put(first, 'mf_agent', 'v2', { manifest: v2 })).statusCode).toBe(201);

    expect((await promote(first, 'v1')).statusCode).toBe(428);
    const etag = String((await registry(first)).headers.etag);
    expect((await promote(first, 'v1', '"0"')).json().code).toBe('registry_changed');
    const promoted = await promote(first, 'v1', etag);
    expect(promoted.statusCode).toBe(200);
    expect((await remotesJson(first)).mf_agent).toBe(v1);
    await eventually(async () => (await remotesJson(second)).mf_agent === v1);
    // Pages carry the same remotes inline.
    const page = await second.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { accept: 'text/html' },
    });
    expect(page.body).toContain(v1);

    // Roll forward, then back: each time the other gateway follows.
    await promote(second, 'v2', String((await registry(second)).headers.etag));
    await eventually(async () => (await remotesJson(first)).mf_agent === v2);
    await promote(first, 'v1', String((await registry(first)).headers.etag));
    await eventually(async () => (await remotesJson(second)).mf_agent === v1);

    const listed = (await registry(first)).json().remotes.mf_agent;
    expect(listed.current).toBe('v1');
    expect(listed.versions.map((item: { version: string }) => item.version)).toEqual(
      expect.arrayContaining(['v1', 'v2']),
    );
    expect((await registry(first)).headers['cache-control']).toBe('no-cache');
  });

  it('lets exactly one of two moves made from the same read win', async () => {
    const etag = String((await registry(first)).headers.etag);
    const answers = await Promise.all([promote(first, 'v2', etag), promote(second, 'v1', etag)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 412]);
  });

  it('answers 404 for a version never published, and changes nothing', async () => {
    const before = String((await registry(first)).headers.etag);
    const answer = await promote(first, 'v-never', before);
    expect(answer.statusCode).toBe(404);
    expect(String((await registry(first)).headers.etag)).toBe(before);
  });
});
