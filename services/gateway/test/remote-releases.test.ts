import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { remoteManifest, writeWebFile } from './helpers';
import {
  placeRelease,
  promote,
  publish as put,
  readRegistry as registry,
  useReleaseSetup,
} from './release-support';
import { eventually } from '@nomada/service-kit/testing';

const setup = useReleaseSetup();
let first: FastifyInstance;
let second: FastifyInstance;
beforeAll(() => ({ first, second } = setup.gateways));

/** Publishes `mf_agent` version `version` with its manifest on the static origin. */
const release = (version: string, shared: Record<string, string> = {}) =>
  placeRelease(setup.origin, version, { shared });

const remotesJson = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: '/remotes.json' })).json<Record<string, string>>();

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
      [`${setup.origin.url}/agent/missing/mf-manifest.json`, 'v-missing', 400, 'manifest_invalid'],
      [`${setup.origin.url}/agent/v/remoteEntry.js`, 'v-not-manifest', 400, 'manifest_invalid'],
      ['/remotes/agent/mf-manifest.json', 'v-built-in', 400, 'manifest_invalid'],
      ['/releases/../../etc/mf-manifest.json', 'v-escape', 400, 'manifest_invalid'],
    ];
    for (const [manifest, version, status, code] of cases) {
      const answer = await put(first, 'mf_agent', version, { manifest });
      expect(answer.statusCode, manifest).toBe(status);
      expect(answer.json().code, manifest).toBe(code);
    }
    setup.origin.files.set('/agent/not-json/mf-manifest.json', '<html>');
    const notJson = `${setup.origin.url}/agent/not-json/mf-manifest.json`;
    expect((await put(first, 'mf_agent', 'v-html', { manifest: notJson })).json().code).toBe(
      'manifest_invalid',
    );
    // Another remote's manifest under this remote's name.
    const marketing = `${setup.origin.url}/agent/marketing/mf-manifest.json`;
    setup.origin.files.set(
      '/agent/marketing/mf-manifest.json',
      JSON.stringify(remoteManifest('mf_marketing')),
    );
    setup.origin.files.set('/agent/marketing/remoteEntry.js', 'var x;');
    expect((await put(first, 'mf_agent', 'v-other', { manifest: marketing })).json().code).toBe(
      'manifest_invalid',
    );
    // A remoteEntry that is not there.
    const noEntry = release('v-no-entry');
    setup.origin.files.delete('/agent/v-no-entry/remoteEntry.js');
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
      setup.gateways.releasesDir,
      `${folder}/mf-manifest.json`,
      JSON.stringify(remoteManifest('mf_agent')),
    );
    writeWebFile(setup.gateways.releasesDir, `${folder}/remoteEntry.js`, 'var mf_agent;');
    writeWebFile(setup.gateways.releasesDir, `${folder}/app.0123456789.js`, 'var chunk;');
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
    await eventually(async () => (await remotesJson(second)).mf_agent === v1, {
      timeoutMs: 5_000,
      what: 'second serving v1',
    });
    // Pages carry the same remotes inline.
    const page = await second.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { accept: 'text/html' },
    });
    expect(page.body).toContain(v1);

    // Roll forward, then back: each time the other gateway follows.
    await promote(second, 'v2', String((await registry(second)).headers.etag));
    await eventually(async () => (await remotesJson(first)).mf_agent === v2, {
      timeoutMs: 5_000,
      what: 'first serving v2',
    });
    await promote(first, 'v1', String((await registry(first)).headers.etag));
    await eventually(async () => (await remotesJson(second)).mf_agent === v1, {
      timeoutMs: 5_000,
      what: 'second serving v1',
    });

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

  it('answers a deploy the database’s revision from any gateway, right after another one moved it', async () => {
    // Behind a Service the read and the write of one deploy reach different instances (issue 26).
    const moved = await promote(first, 'v2', String((await registry(first)).headers.etag));
    expect(moved.statusCode).toBe(200);
    const etag = String((await registry(second)).headers.etag);
    expect(etag).toBe(String(moved.headers.etag));
    expect((await promote(second, 'v1', etag)).statusCode).toBe(200);
  });

  it('answers 404 for a version never published, and changes nothing', async () => {
    const [mine, theirs] = await Promise.all([registry(first), registry(second)]);
    expect(mine.headers.etag).toBe(theirs.headers.etag);
    const before = String(mine.headers.etag);
    const answer = await promote(first, 'v-never', before);
    expect(answer.statusCode).toBe(404);
    expect(String((await registry(first)).headers.etag)).toBe(before);
  });
});
