import { verifyClientAddress } from '@nomada/service-kit';
import { TEST_CLIENT_ADDRESS_KEY } from '@nomada/service-kit/testing';
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type Server,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '@nomada/contracts';
import { buildApp } from '../src/app';
import { startFakeServices, testConfig, type Echo, type FakeServices } from './helpers';

let services: FakeServices;
let app: FastifyInstance;

beforeAll(async () => {
  services = await startFakeServices();
  app = await buildApp(
    testConfig({ ...services.env, CLIENT_ADDRESS_KEY: TEST_CLIENT_ADDRESS_KEY }),
  );
});
afterAll(async () => {
  await app.close();
  await services.close();
});

const contractCalls = Object.entries(API_ROUTES);

describe('API proxy', () => {
  it('sends every call of the contract to the service that owns it, method and path unchanged', async () => {
    for (const [name, route] of contractCalls) {
      const response = await app.inject({
        method: route.method,
        url: `${route.path}?x=1`,
        ...(route.method === 'POST' ? { payload: {} } : {}),
      });
      expect(response.statusCode, name).toBe(200);
      expect(response.json<Echo>(), name).toMatchObject({
        service: route.service,
        method: route.method,
        url: `${route.path}?x=1`,
      });
    }
  });

  it('knows no call the contract does not list, nor a listed call by another method', async () => {
    const wrongMethod = contractCalls
      .filter(([, route]) => route.path.startsWith('/functions/'))
      .map(([, route]) => ({
        method: route.method === 'GET' ? 'POST' : 'GET',
        url: route.path,
      }));
    for (const { method, url } of [
      ...wrongMethod,
      { method: 'POST', url: '/functions/drop-tables' },
      { method: 'POST', url: '/functions/auth-login/extra' },
      { method: 'POST', url: '/functions/' },
      { method: 'OPTIONS', url: '/functions/auth-login' },
      { method: 'POST', url: '/functions/lawyer-messages/stream' },
    ]) {
      const response = await app.inject({
        method: method as 'GET',
        url,
        headers: { accept: '*/*' },
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json(), `${method} ${url}`).toEqual({
        error: 'Not found',
        code: 'not_found',
      });
    }
  });

  it('sends /auth/* to identity and signed downloads to documents', async () => {
    const recover = await app.inject({
      method: 'POST',
      url: '/auth/recover',
      payload: { email: 'a@b.c' },
    });
    expect(recover.json<Echo>()).toMatchObject({ service: 'identity', url: '/auth/recover' });
    const other = await app.inject({ method: 'GET', url: '/auth/confirm?token=t' });
    expect(other.json<Echo>()).toMatchObject({ service: 'identity', url: '/auth/confirm?token=t' });
    const download = await app.inject({ method: 'GET', url: '/files/abc?token=t' });
    expect(download.json<Echo>()).toMatchObject({
      service: 'documents',
      url: '/files/abc?token=t',
    });
    const upload = await app.inject({ method: 'POST', url: '/files/abc', payload: {} });
    expect(upload.statusCode).toBe(404);
  });

  it('never exposes internal endpoints', async () => {
    for (const url of ['/internal/emails', '/internal', '/%69nternal/emails']) {
      const response = await app.inject({ method: 'POST', url, payload: {} });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('"service"');
    }
  });

  it('strips the internal-call header and sets forwarding headers', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/functions/auth-session',
      headers: {
        'x-nomada-internal': 'forged',
        'x-nomada-client': '6.6.6.6 forged',
        'x-forwarded-for': '6.6.6.6',
        cookie: 'nomada_at=abc',
      },
      payload: {},
    });
    const { headers } = response.json<Echo>();
    expect(headers['x-nomada-internal']).toBeUndefined();
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    // The client address as this gateway decided it, proven for the services (decision 067).
    expect(verifyClientAddress(TEST_CLIENT_ADDRESS_KEY, headers['x-nomada-client'])).toBe(
      '127.0.0.1',
    );
    expect(headers.cookie).toBe('nomada_at=abc');
  });

  it('streams a 10 MB multipart upload through and refuses bodies over its limit', async () => {
    const body = Buffer.alloc(10 * 1024 * 1024, 1);
    const ok = await app.inject({
      method: 'POST',
      url: '/functions/auth-upload-document',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: body,
    });
    expect(ok.json<Echo>()).toMatchObject({ service: 'documents', bytes: body.length });
    const tooLarge = await app.inject({
      method: 'POST',
      url: '/functions/auth-upload-document',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: Buffer.alloc(API_ROUTES['auth-upload-document'].bodyLimit + 1, 1),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({
      error: 'The request body is too large',
      code: 'payload_too_large',
    });
  });

  it('answers 503 with the unavailable code when a service is down', async () => {
    const down = await buildApp(testConfig({ ...services.env, REVIEW_URL: 'http://127.0.0.1:1' }));
    // Without a body: inject rejects when the proxy destroys a request stream it could not deliver.
    const response = await down.inject({ method: 'POST', url: '/functions/agent-actions' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: 'Service temporarily unavailable. Please try again.',
      code: 'unavailable',
    });
    await down.close();
  });
});

describe('request logging', () => {
  it("leaves every route at the gateway's log level (a level of its own makes each request's logger costly)", async () => {
    const levels = new Set<string | undefined>();
    const logged = await buildApp(testConfig({ ...services.env, LOG_LEVEL: 'warn' }));
    logged.addHook('onRequest', (request, _reply, done) => {
      levels.add(request.routeOptions.logLevel);
      done();
    });
    await logged.inject({ method: 'POST', url: '/functions/auth-session', payload: {} });
    await logged.inject({ method: 'GET', url: '/healthz' });
    await logged.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    await logged.close();
    expect([...levels].filter(Boolean)).toEqual([]);
  });
});

describe('answers from the service', () => {
  let upstream: Server;
  let proxied: FastifyInstance;
  let upstreamHeaders: IncomingHttpHeaders = {};

  beforeAll(async () => {
    // `?bytes=N` answers N bytes (declared, or chunked with `&chunked`); `?cut` dies mid-answer.
    upstream = createServer((request, response) => {
      upstreamHeaders = request.headers;
      request.resume();
      const url = new URL(request.url ?? '/', 'http://upstream');
      if (url.searchParams.has('cut')) {
        response.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
        response.write('{"partial":');
        setTimeout(() => response.destroy(), 20);
        return;
      }
      const bytes = Number(url.searchParams.get('bytes') ?? 2);
      const body = Buffer.alloc(bytes, 0x61);
      response.writeHead(201, {
        'content-type': 'application/octet-stream',
        ...(url.searchParams.has('chunked') ? {} : { 'content-length': String(bytes) }),
        'set-cookie': ['a=1; Path=/', 'b=2; Path=/'],
        connection: 'x-hop',
        'x-hop': 'per connection',
        'keep-alive': 'timeout=5',
        'x-service': 'identity',
      });
      response.end(body);
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as AddressInfo;
    proxied = await buildApp(
      testConfig({ ...services.env, IDENTITY_URL: `http://127.0.0.1:${port}` }),
    );
  });
  afterAll(async () => {
    await proxied.close();
    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
  });

  it('passes small and large answers on whole, with status and end-to-end headers only', async () => {
    for (const query of ['bytes=2', 'bytes=70000', 'bytes=300000', 'bytes=70000&chunked']) {
      const response = await proxied.inject({
        method: 'POST',
        url: `/functions/auth-session?${query}`,
        payload: {},
      });
      const bytes = Number(new URLSearchParams(query).get('bytes'));
      expect(response.statusCode, query).toBe(201);
      expect(response.rawPayload.equals(Buffer.alloc(bytes, 0x61)), query).toBe(true);
      expect(response.headers['set-cookie'], query).toEqual(['a=1; Path=/', 'b=2; Path=/']);
      expect(response.headers['x-service'], query).toBe('identity');
      expect(response.headers['x-hop'], query).toBeUndefined();
      expect(response.headers['keep-alive'], query).toBeUndefined();
      // The gateway's own headers still go with it.
      expect(response.headers['x-content-type-options'], query).toBe('nosniff');
    }
  });

  it('never passes on the headers that belong to the client connection', async () => {
    const response = await proxied.inject({
      method: 'POST',
      url: '/functions/auth-session',
      headers: {
        connection: 'keep-alive, x-client-hop',
        'x-client-hop': 'per connection',
        'keep-alive': 'timeout=5',
        'proxy-connection': 'keep-alive',
        te: 'trailers',
        'x-end-to-end': 'kept',
      },
      payload: {},
    });
    expect(response.statusCode).toBe(201);
    expect(upstreamHeaders['x-client-hop']).toBeUndefined();
    expect(upstreamHeaders['keep-alive']).toBeUndefined();
    expect(upstreamHeaders['proxy-connection']).toBeUndefined();
    expect(upstreamHeaders.te).toBeUndefined();
    expect(upstreamHeaders['x-end-to-end']).toBe('kept');
  });

  it('answers a client that waits for 100 Continue (curl does for bodies over 1 KB), and keeps Expect to itself', async () => {
    const address = await proxied.listen({ port: 0, host: '127.0.0.1' });
    const body = JSON.stringify({ padding: 'x'.repeat(2048) });
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const request = httpRequest(`${address}/functions/auth-session`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          expect: '100-continue',
        },
      });
      request.on('continue', () => request.end(body));
      request.on('response', (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
      });
      request.on('error', reject);
    });
    expect(status).toBe(201);
    expect(upstreamHeaders.expect).toBeUndefined();
  });

  it('answers 503 when the service fails before its answer is complete', async () => {
    const response = await proxied.inject({
      method: 'POST',
      url: '/functions/auth-session?cut',
      payload: {},
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: 'Service temporarily unavailable. Please try again.',
      code: 'unavailable',
    });
  });
});
