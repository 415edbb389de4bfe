import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import {
  listen,
  startFakeService,
  startFakeServices,
  testConfig,
  urlOf,
  type Echo,
  type FakeServices,
  type Received,
} from './helpers';

/** A port on which nothing listens: connecting to it is refused, as to a stopped instance. */
async function closedPort(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

/** An instance that accepts the connection, reads the request and drops it unanswered. */
async function droppingInstance(): Promise<{
  url: string;
  seen: () => number;
  close(): Promise<void>;
}> {
  let seen = 0;
  const server: Server = createServer((socket) => {
    socket.once('data', () => {
      seen += 1;
      socket.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    seen: () => seen,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let services: FakeServices;
const extra: FastifyInstance[] = [];
const gateways: FastifyInstance[] = [];

beforeAll(async () => {
  services = await startFakeServices();
});
afterEach(async () => {
  await Promise.all(gateways.splice(0).map((app) => app.close()));
});
afterAll(async () => {
  await Promise.all(extra.map((app) => app.close()));
  await services.close();
});

async function gatewayWith(env: Record<string, string>): Promise<FastifyInstance> {
  const app = await buildApp(testConfig({ ...services.env, UPSTREAM_READINESS_MS: '0', ...env }));
  gateways.push(app);
  return app;
}

async function fakeInstance(
  name: string,
  received: Received[] = [],
  ready = true,
): Promise<FastifyInstance> {
  const app = await startFakeService(name, { received, ready });
  extra.push(app);
  return app;
}

const session = (app: FastifyInstance) =>
  app.inject({ method: 'POST', url: '/functions/auth-session' });

describe('the gateway in front of several instances of a service', () => {
  it('sends calls to each instance in turn', async () => {
    const one = await fakeInstance('identity-1');
    const two = await fakeInstance('identity-2');
    const app = await gatewayWith({ IDENTITY_URL: `${urlOf(one)},${urlOf(two)}` });
    const answered: string[] = [];
    for (let i = 0; i < 6; i += 1) answered.push((await session(app)).json<Echo>().service);
    expect(answered).toEqual([
      'identity-1',
      'identity-2',
      'identity-1',
      'identity-2',
      'identity-1',
      'identity-2',
    ]);
  });

  it('skips an instance that refuses connections, for calls with and without a body, and uploads', async () => {
    const live = await fakeInstance('documents-live');
    const app = await gatewayWith({ DOCUMENTS_URL: `${await closedPort()},${urlOf(live)}` });
    const gatewayUrl = await listen(app);
    for (let i = 0; i < 4; i += 1) {
      const read = await app.inject({
        method: 'POST',
        url: '/functions/auth-get-dashboard-data',
        payload: {},
      });
      expect(read.statusCode).toBe(200);
      expect(read.json<Echo>().service).toBe('documents-live');
    }
    // An upload streams through (over the buffering limit): it is retried only because no byte of it
    // had been read when the first instance refused.
    for (let i = 0; i < 2; i += 1) {
      const body = Buffer.alloc(300 * 1024, 1);
      const upload = await fetch(`${gatewayUrl}/functions/auth-upload-document`, {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream', origin: gatewayUrl },
        body,
      });
      expect(upload.status).toBe(200);
      expect(await upload.json()).toMatchObject({ service: 'documents-live', bytes: body.length });
    }
  });

  it('answers 503 when every instance refuses', async () => {
    const app = await gatewayWith({
      IDENTITY_URL: `${await closedPort()},${await closedPort()}`,
    });
    const response = await session(app);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'unavailable' });
  });

  it('never sends a call again once an instance received it, unless it is a safe read without a body', async () => {
    const dropping = await droppingInstance();
    const received: Received[] = [];
    const live = await fakeInstance('identity-live', received);
    const app = await gatewayWith({ IDENTITY_URL: `${dropping.url},${urlOf(live)}` });
    try {
      // Whichever instance a POST reached first: one that dropped it answers 503, never a second send.
      const answers = [];
      for (let i = 0; i < 4; i += 1)
        answers.push(
          await app.inject({
            method: 'POST',
            url: '/functions/auth-login',
            payload: { email: 'a@b.es', password: 'x' },
          }),
        );
      const dropped = dropping.seen();
      expect(dropped).toBe(2);
      expect(answers.filter((answer) => answer.statusCode === 503)).toHaveLength(dropped);
      expect(received.filter((seen) => seen.url === '/functions/auth-login')).toHaveLength(
        4 - dropped,
      );
      // A GET without a body that was dropped goes to the other instance.
      const reads = [];
      for (let i = 0; i < 4; i += 1)
        reads.push(await app.inject({ method: 'GET', url: '/auth/callback?x=1' }));
      expect(reads.map((read) => read.statusCode)).toEqual([200, 200, 200, 200]);
    } finally {
      await dropping.close();
    }
  });

  it('behind one address, sends a safe read that was dropped once more, and never a POST', async () => {
    const received: Received[] = [];
    const live = await fakeInstance('identity-behind-a-service', received);
    // One address whose first connection reaches an instance that drops what it reads, as a pod
    // stopping behind a Kubernetes Service does; the next connections reach a serving one.
    let connections = 0;
    const sockets = new Set<Socket>();
    const service = createServer((socket) => {
      connections += 1;
      sockets.add(socket);
      if (connections === 1) {
        socket.once('data', () => socket.destroy());
        return;
      }
      const upstream = connect(Number(new URL(urlOf(live)).port), '127.0.0.1');
      socket.pipe(upstream).pipe(socket);
      socket.on('error', () => upstream.destroy());
      upstream.on('error', () => socket.destroy());
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    const { port } = service.address() as { port: number };
    try {
      const app = await gatewayWith({ IDENTITY_URL: `http://127.0.0.1:${port}` });
      const read = await app.inject({ method: 'GET', url: '/auth/callback?x=1' });
      expect(read.statusCode).toBe(200);
      expect(connections).toBe(2);

      connections = 0;
      await app.close();
      const fresh = await gatewayWith({ IDENTITY_URL: `http://127.0.0.1:${port}` });
      const login = await fresh.inject({
        method: 'POST',
        url: '/functions/auth-login',
        payload: { email: 'a@b.es', password: 'x' },
      });
      expect(login.statusCode).toBe(503);
      expect(received.filter((seen) => seen.url === '/functions/auth-login')).toHaveLength(0);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => service.close(resolve));
    }
  });

  it('sends nothing to an instance whose /readyz fails while another takes traffic', async () => {
    const draining = await fakeInstance('messaging-draining', [], false);
    const ready = await fakeInstance('messaging-ready');
    const app = await gatewayWith({
      MESSAGING_URL: `${urlOf(draining)},${urlOf(ready)}`,
      UPSTREAM_READINESS_MS: '50',
    });
    await expect
      .poll(async () => {
        const answers = await Promise.all(
          [1, 2, 3, 4].map(() =>
            app.inject({ method: 'POST', url: '/functions/lawyer-messages', payload: {} }),
          ),
        );
        return answers.map((answer) => answer.json<Echo>().service);
      })
      .toEqual(['messaging-ready', 'messaging-ready', 'messaging-ready', 'messaging-ready']);
  });

  it('is healthy only when every instance of every service answers', async () => {
    const one = await fakeInstance('review-1');
    const healthy = await gatewayWith({ REVIEW_URL: `${urlOf(one)},${urlOf(services.review)}` });
    expect((await healthy.inject({ url: '/healthz' })).statusCode).toBe(200);
    const partly = await gatewayWith({ REVIEW_URL: `${urlOf(one)},${await closedPort()}` });
    const answer = await partly.inject({ url: '/healthz' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({ failed: ['review'] });
  });
});
