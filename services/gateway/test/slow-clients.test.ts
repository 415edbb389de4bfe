import { connect, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { Pool } from 'undici';
import { buildApp } from '../src/app';
import { listen, startFakeServices, testConfig, urlOf, type FakeServices } from './helpers';

/** Messaging as far as streams go: each stream opens and stays open, like a quiet lawyer chat. */
async function startStreamingMessaging(): Promise<{ app: FastifyInstance; opened: () => number }> {
  const app = Fastify();
  let opened = 0;
  app.get('/functions/lawyer-messages/stream', (_request, reply) => {
    opened += 1;
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
    reply.raw.write(': connected\n\n');
  });
  app.all('/*', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, opened: () => opened };
}

let services: FakeServices;
let messaging: Awaited<ReturnType<typeof startStreamingMessaging>>;
beforeAll(async () => {
  services = await startFakeServices();
  messaging = await startStreamingMessaging();
});
afterAll(async () => {
  await messaging.app.close();
  await services.close();
});

const sockets: Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.destroy();
});

/** What became of one hostile socket: the status line it got, or that it was closed unanswered. */
type Fate = { status: number | null; closed: boolean };

function open(baseUrl: string, head: string, onOpen?: (socket: Socket) => void): Fate {
  const { port } = new URL(baseUrl);
  const fate: Fate = { status: null, closed: false };
  const socket = connect({ host: '127.0.0.1', port: Number(port) });
  sockets.push(socket);
  socket.on('error', () => undefined);
  socket.on('close', () => (fate.closed = true));
  socket.on('data', (chunk: Buffer) => {
    const status = /^HTTP\/1\.1 (\d{3})/.exec(chunk.toString('latin1'))?.[1];
    if (status && fate.status === null) fate.status = Number(status);
  });
  socket.on('connect', () => {
    socket.write(head);
    onOpen?.(socket);
  });
  return fate;
}

/** `POST auth-login` declaring 1,000 bytes of body and sending one byte every second. */
function trickle(baseUrl: string, host: string): Fate {
  const head =
    `POST /functions/auth-login HTTP/1.1\r\nHost: ${host}\r\n` +
    'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n';
  return open(baseUrl, head, (socket) => {
    const timer = setInterval(
      () => (socket.destroyed ? clearInterval(timer) : socket.write('{')),
      1_000,
    );
    socket.on('close', () => clearInterval(timer));
  });
}

function stream(baseUrl: string, host: string): Fate {
  return open(
    baseUrl,
    `GET /functions/lawyer-messages/stream HTTP/1.1\r\nHost: ${host}\r\nAccept: text/event-stream\r\n\r\n`,
  );
}

const until = async (check: () => boolean, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
  return check();
};

describe('slow clients and open streams from one address', () => {
  let app: FastifyInstance;
  let baseUrl: string;
  let host: string;
  beforeAll(async () => {
    app = await buildApp(
      testConfig({
        ...services.env,
        MESSAGING_URL: urlOf(messaging.app),
        RATE_LIMIT_MAX: '100000',
        // Each request-level limit is seen here; the connection limit has a test of its own below.
        CONNECTIONS_PER_ADDRESS_MAX: '1000',
      }),
    );
    baseUrl = await listen(app);
    host = new URL(baseUrl).host;
  });
  afterAll(async () => {
    for (const socket of sockets.splice(0)) socket.destroy();
    await app.close();
  });

  it('200 trickling bodies and 200 open streams leave sign-in working for another address', async () => {
    const trickles = Array.from({ length: 200 }, () => trickle(baseUrl, host));
    const streams = Array.from({ length: 200 }, () => stream(baseUrl, host));
    await until(
      () => streams.filter((fate) => fate.status !== null || fate.closed).length === 200,
      20_000,
    );

    // Another address: 127.0.0.2 is this machine too.
    const other = new Pool(baseUrl, { localAddress: '127.0.0.2' });
    try {
      const call = async (path: string, body?: string) => {
        const answer = await other.request({
          method: 'POST',
          path,
          headers: { host, 'content-type': 'application/json' },
          body: body ?? null,
          headersTimeout: 10_000,
        });
        await answer.body.dump();
        return answer.statusCode;
      };
      expect(await call('/functions/auth-login', '{"email":"a@b.c","password":"x"}')).toBe(200);
      expect(await call('/functions/auth-session')).toBe(200);
    } finally {
      await other.close();
    }

    // The trickles are cut within a few seconds (408), or refused at once over the address's share.
    expect(
      await until(() => trickles.every((fate) => fate.status !== null || fate.closed), 20_000),
    ).toBe(true);
    const trickleStatuses = new Set(trickles.map((fate) => fate.status));
    for (const status of trickleStatuses) expect([408, 429, null]).toContain(status);
    expect(trickles.some((fate) => fate.status === 408)).toBe(true);
    // Only the address's share of streams reached messaging; the rest were told why.
    expect(messaging.opened()).toBeLessThanOrEqual(32);
    expect(streams.filter((fate) => fate.status === 429).length).toBeGreaterThanOrEqual(168);
  }, 90_000);
});

describe('connections per address', () => {
  it('closes connections past the address’s share at once, and serves other addresses', async () => {
    const app = await buildApp(testConfig({ ...services.env, CONNECTIONS_PER_ADDRESS_MAX: '50' }));
    const baseUrl = await listen(app);
    const host = new URL(baseUrl).host;
    try {
      // Idle connections that never finish their request headers.
      const idle = Array.from({ length: 80 }, () => open(baseUrl, 'GET / HTTP/1.1\r\n'));
      expect(await until(() => idle.filter((fate) => fate.closed).length >= 30, 20_000)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(idle.filter((fate) => fate.closed).length).toBe(30);
      const other = new Pool(baseUrl, { localAddress: '127.0.0.2' });
      const answer = await other.request({
        method: 'GET',
        path: '/remotes.json',
        headers: { host },
      });
      await answer.body.dump();
      await other.close();
      expect(answer.statusCode).toBe(200);
    } finally {
      for (const socket of sockets.splice(0)) socket.destroy();
      await app.close();
    }
  });
});

describe('a body that does not arrive in time', () => {
  let app: FastifyInstance;
  let baseUrl: string;
  beforeAll(async () => {
    app = await buildApp(testConfig({ ...services.env, BODY_TIMEOUT_MS: '500' }));
    baseUrl = await listen(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('gets 408 body_timeout in the contract error body, and its connection is closed', async () => {
    const { port, host } = new URL(baseUrl);
    const socket = connect({ host: '127.0.0.1', port: Number(port) });
    sockets.push(socket);
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.on('error', () => undefined);
    socket.write(
      `POST /functions/auth-login HTTP/1.1\r\nHost: ${host}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    await closed;
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 408 /);
    expect(head.toLowerCase()).toContain('connection: close');
    expect(head.toLowerCase()).toContain('content-type: application/json');
    expect(JSON.parse(body)).toEqual({
      error: 'The request body took too long to arrive',
      code: 'body_timeout',
    });
  });
});
