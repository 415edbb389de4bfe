import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import {
  makeWebRoot,
  startFakeService,
  testConfig,
  urlOf,
  writeWebFile,
  type Echo,
} from './helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp(testConfig());
});
afterAll(async () => {
  await app.close();
});

const get = (url: string, accept = 'text/html,*/*') =>
  app.inject({ method: 'GET', url, headers: { accept } });

describe('static files', () => {
  it('stores the language a ?lang= link chose, as the switcher does, before any script runs', async () => {
    const chosen = await get('/pricing?lang=es');
    expect(chosen.statusCode).toBe(200);
    expect(chosen.headers['set-cookie']).toBe(
      'nomada_lang=es; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    const kept = await app.inject({
      method: 'GET',
      url: '/pricing?lang=es',
      headers: { accept: 'text/html', cookie: 'nomada_lang=es' },
    });
    expect(kept.headers['set-cookie']).toBeUndefined();
    for (const url of ['/pricing', '/pricing?lang=fr', '/pricing?lang=ES%00'])
      expect((await get(url)).headers['set-cookie'], url).toBeUndefined();
  });

  it('serves the shell with index.html never cached and hashed assets cached for a year', async () => {
    const index = await get('/');
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('Nomada shell');
    expect(index.headers['cache-control']).toBe('no-cache');
    const asset = await get('/main.0123456789.js', '*/*');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toContain('javascript');
    expect((await get('/favicon.ico', '*/*')).headers['cache-control']).toBe('no-cache');
  });

  it('sends the precompressed copy the browser accepts', async () => {
    const request = (encoding: string) =>
      app.inject({
        method: 'GET',
        url: '/main.0123456789.js',
        headers: { 'accept-encoding': encoding },
      });
    const brotli = await request('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body).toBe('brotli bytes');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await request('gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await request('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("shell")');
  });

  it('serves remotes with manifest and remoteEntry revalidated, chunks immutable', async () => {
    for (const folder of ['marketing', 'applicant', 'agent']) {
      const manifest = await get(`/remotes/${folder}/mf-manifest.json`, '*/*');
      expect(manifest.statusCode).toBe(200);
      expect(manifest.headers['cache-control']).toBe('no-cache');
      expect((await get(`/remotes/${folder}/remoteEntry.js`, '*/*')).headers['cache-control']).toBe(
        'no-cache',
      );
      const chunk = await get(`/remotes/${folder}/__federation_expose_app.abcdef0123.js`, '*/*');
      expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('falls back to index.html for page routes, but not for assets or API paths', async () => {
    for (const url of ['/agent/dashboard', '/dashboard/documents?x=1', '/reset-password']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('Nomada shell');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    expect(
      (await app.inject({ method: 'HEAD', url: '/pricing', headers: { accept: 'text/html' } }))
        .statusCode,
    ).toBe(200);
    // Monitors and curl ask for any type: a page path is still a page, a file-like one is not.
    for (const accept of ['*/*', '']) {
      expect((await get('/', accept)).statusCode, `/ ${accept}`).toBe(200);
      expect((await get('/agent/dashboard', accept)).statusCode, accept).toBe(200);
    }
    expect((await get('/missing.0123456789.js', '*/*')).statusCode).toBe(404);
    expect((await get('/missing.css', '')).statusCode).toBe(404);
    expect((await get('/remotes/agent/missing.js')).statusCode).toBe(404);
    expect((await get('/internal/x')).statusCode).toBe(404);
  });

  it('never serves source maps, however they are asked for', async () => {
    for (const url of [
      '/main.0123456789.js.map',
      '/main.0123456789.js.map.br',
      '/remotes/agent/remoteEntry.js.map',
      '/remotes/marketing/remoteEntry.js.map?x=1',
    ]) {
      for (const accept of ['*/*', 'text/html']) {
        const response = await app.inject({
          method: 'GET',
          url,
          headers: { accept, 'accept-encoding': 'br, gzip' },
        });
        expect(response.statusCode, `${url} ${accept}`).toBe(404);
        expect(response.body).not.toContain('sources');
      }
    }
  });

  it('serves files a release adds while the gateway runs, and still no source maps among them', async () => {
    const webRoot = makeWebRoot();
    const running = await buildApp(testConfig({ WEB_ROOT: webRoot }));
    try {
      const added = {
        'shell/dist/main.fedcba9876.js': '/main.fedcba9876.js',
        'mf-marketing/dist/__federation_expose_app.9876543210.js':
          '/remotes/marketing/__federation_expose_app.9876543210.js',
        'mf-marketing/dist/static/js/async/123.9876543210.js':
          '/remotes/marketing/static/js/async/123.9876543210.js',
      };
      for (const file of Object.keys(added))
        writeWebFile(webRoot, file, `var released = ${JSON.stringify(file)};`);
      writeWebFile(webRoot, 'mf-marketing/dist/remoteEntry.9876543210.js.map', '{"sources":[]}');
      writeWebFile(webRoot, 'mf-marketing/dist/server/render.js', 'module.exports = {};');
      for (const [file, url] of Object.entries(added)) {
        const response = await running.inject({ method: 'GET', url, headers: { accept: '*/*' } });
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).toContain(file);
        expect(response.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
      }
      for (const url of [
        '/remotes/marketing/remoteEntry.9876543210.js.map',
        '/remotes/marketing/server/render.js',
        '/remotes/marketing/missing.0123456789.js',
        '/remotes/marketing/',
        '/missing.0123456789.js',
      ]) {
        const response = await running.inject({ method: 'GET', url, headers: { accept: '*/*' } });
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toEqual({ error: 'Not found', code: 'not_found' });
      }
    } finally {
      await running.close();
    }
  });

  it('starts on a read-only filesystem, without a releases folder to serve', async () => {
    const webRoot = makeWebRoot();
    // A file where the folder would go: creating the folder fails as it does on a read-only root.
    writeFileSync(path.join(webRoot, 'not-a-folder'), '');
    const readOnly = await buildApp(
      testConfig({
        WEB_ROOT: webRoot,
        RELEASES_DIR: path.join(webRoot, 'not-a-folder', 'releases'),
      }),
    );
    expect((await readOnly.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
    expect(
      (await readOnly.inject({ method: 'GET', url: '/releases/mf_agent/1.0.0/mf-manifest.json' }))
        .statusCode,
    ).toBe(404);
    await readOnly.close();
  });

  it('answers 503 instead of crashing when a dist folder is missing', async () => {
    const bare = await buildApp(testConfig({ WEB_ROOT: makeWebRoot({ remotes: false }) }));
    const remote = await bare.inject({ method: 'GET', url: '/remotes/marketing/mf-manifest.json' });
    expect(remote.statusCode).toBe(503);
    expect(remote.headers['retry-after']).toBe('30');
    expect(remote.headers['cache-control']).toBe('no-store');
    expect(remote.json()).toEqual({
      error: 'Service temporarily unavailable. Please try again.',
      code: 'unavailable',
    });
    expect((await bare.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
    await bare.close();

    const empty = await buildApp(testConfig({ WEB_ROOT: '/nonexistent-web-root' }));
    const page = await empty.inject({
      method: 'GET',
      url: '/pricing',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('npm run build');
    await empty.close();
  });
});

describe('runtime configuration', () => {
  it('lists the remotes served by the gateway itself by default, never cached', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/remotes.json',
      headers: { host: '127.0.0.1' },
    });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      mf_marketing: 'http://127.0.0.1/remotes/marketing/mf-manifest.json',
      mf_applicant: 'http://127.0.0.1/remotes/applicant/mf-manifest.json',
      mf_agent: 'http://127.0.0.1/remotes/agent/mf-manifest.json',
    });
  });

  it('uses PUBLIC_URL and configured remote URLs', async () => {
    const configured = await buildApp(
      testConfig({
        PUBLIC_URL: 'https://nomada.example',
        REMOTE_MF_APPLICANT_URL: 'https://cdn.example/a/mf-manifest.json',
      }),
    );
    const response = await configured.inject({
      method: 'GET',
      url: '/remotes.json',
      headers: { host: 'nomada.example' },
    });
    expect(response.json()).toEqual({
      mf_marketing: 'https://nomada.example/remotes/marketing/mf-manifest.json',
      mf_applicant: 'https://cdn.example/a/mf-manifest.json',
      mf_agent: 'https://nomada.example/remotes/agent/mf-manifest.json',
    });
    // A name that is not configured gets no remotes of its own (host-allowlist.test.ts).
    const byAddress = await configured.inject({
      method: 'GET',
      url: '/remotes.json',
      headers: { host: '127.0.0.1:8080' },
    });
    expect(byAddress.statusCode).toBe(421);
    await configured.close();
  });

  it('reports preview settings, off by default', async () => {
    const off = await app.inject({ method: 'GET', url: '/shell-config.json' });
    expect(off.json()).toEqual({ previewEnabled: false });
    expect(off.headers['cache-control']).toBe('no-store');
    const on = await buildApp(testConfig({ PREVIEW_ENABLED: 'true' }));
    const response = await on.inject({ method: 'GET', url: '/shell-config.json' });
    expect(response.json()).toEqual({ previewEnabled: true });
    await on.close();
  });
});

describe('development servers', () => {
  it('proxies pages to the shell dev server and lists remote dev servers in remotes.json', async () => {
    const shell = await startFakeService('shell-dev-server');
    const dev = await buildApp(
      testConfig({
        WEB_DEV_SERVERS: `shell=${urlOf(shell)},mf_agent=http://localhost:4203`,
        PUBLIC_URL: 'http://localhost:8080',
      }),
    );
    const page = await dev.inject({
      method: 'GET',
      url: '/agent/dashboard',
      headers: { accept: 'text/html', host: 'localhost:8080' },
    });
    expect(page.json<Echo>()).toMatchObject({
      service: 'shell-dev-server',
      url: '/agent/dashboard',
    });
    const remotes = await dev.inject({
      method: 'GET',
      url: '/remotes.json',
      headers: { host: 'localhost:8080' },
    });
    expect(remotes.json<Record<string, string>>().mf_agent).toBe(
      'http://localhost:4203/mf-manifest.json',
    );
    const csp = String(remotes.headers['content-security-policy']);
    expect(csp).toContain('ws://localhost:4203');
    // Opened as 127.0.0.1 the dev server's hot-reload socket goes there.
    expect(csp).toContain('ws://127.0.0.1:4203');
    await dev.close();
    await shell.close();
  });
});
