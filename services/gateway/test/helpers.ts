import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { testRedisPrefix, testRedisUrl } from '@nomada/service-kit/testing';
import { gatewayConfigSchema, toGatewayConfig, type GatewayConfig } from '../src/config';
import type { UpstreamService } from '../src/routing-table';

export type Echo = {
  service: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  bytes: number;
};

/** What a fake service saw of one request body: how many bytes, and whether it arrived whole. */
export type Received = { service: string; url: string; bytes: number; complete: boolean };

/** A stand-in for one service: answers every request with what it received. */
export async function startFakeService(
  service: string,
  { healthy = true, ready = true, received = [] as Received[] } = {},
): Promise<FastifyInstance> {
  const app = Fastify();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (request, payload, done) => {
    const seen: Received = { service, url: request.url, bytes: 0, complete: false };
    received.push(seen);
    payload.on('data', (chunk: Buffer) => (seen.bytes += chunk.length));
    payload.on('end', () => {
      seen.complete = true;
      done(null, seen.bytes);
    });
    payload.on('error', done);
  });
  app.get('/healthz', async (_request, reply) =>
    healthy ? { ok: true } : reply.status(503).send({ ok: false }),
  );
  app.get('/readyz', async (_request, reply) =>
    ready ? { ok: true } : reply.status(503).send({ draining: true }),
  );
  app.all('/*', async (request) => ({
    service,
    method: request.method,
    url: request.url,
    headers: request.headers,
    bytes: typeof request.body === 'number' ? request.body : 0,
  }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

export function urlOf(app: FastifyInstance): string {
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
  return `http://127.0.0.1:${address.port}`;
}

/** A WEB_ROOT with a built shell and remotes, as rspack lays them out. */
/** Writes one file of a web root, as a build (or a release) would. */
export function writeWebFile(root: string, file: string, content: string): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
}

/** The shared singletons of a host or remote manifest, as Module Federation writes them. */
export const SHARED_VERSIONS: Record<string, string> = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'react-router': '7.18.5',
  '@chakra-ui/react': '3.37.0',
  '@nomada/state': '0.0.0',
};

const sharedList = (versions: Record<string, string>) =>
  Object.entries(versions).map(([name, version]) => ({ name, version, singleton: true }));

export function shellManifest() {
  return { name: 'shell', metaData: { name: 'shell' }, shared: sharedList(SHARED_VERSIONS) };
}

/** A remote's mf-manifest.json; `shared` overrides versions (another React major, say). */
export function remoteManifest(name: string, shared: Record<string, string> = {}) {
  return {
    id: name,
    name,
    metaData: {
      name,
      publicPath: 'auto',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    },
    shared: sharedList({ ...SHARED_VERSIONS, ...shared }),
    remotes: [],
    exposes: [{ id: `${name}:app`, name: 'app', path: './app' }],
  };
}

export function makeWebRoot({ remotes = true } = {}): string {
  const root = mkdtempSync(path.join(tmpdir(), 'gateway-web-'));
  const write = (file: string, content: string) => writeWebFile(root, file, content);
  write('shell/dist/index.html', '<!doctype html><title>Nomada shell</title>');
  write('shell/dist/main.0123456789.js', 'console.log("shell")');
  write('shell/dist/main.0123456789.js.br', 'brotli bytes');
  write('shell/dist/main.0123456789.js.gz', 'gzip bytes');
  write('shell/dist/main.0123456789.js.map', '{"sources":["secret.ts"]}');
  write('shell/dist/main.0123456789.js.map.br', 'brotli map');
  write('shell/dist/favicon.ico', 'icon');
  write('shell/dist/mf-manifest.json', JSON.stringify(shellManifest()));
  if (remotes) {
    for (const folder of ['mf-marketing', 'mf-applicant', 'mf-agent']) {
      write(`${folder}/dist/mf-manifest.json`, JSON.stringify({ name: folder }));
      write(`${folder}/dist/remoteEntry.js`, 'var remote;');
      write(`${folder}/dist/remoteEntry.js.map`, '{"sources":["remote.ts"]}');
      write(`${folder}/dist/__federation_expose_app.abcdef0123.js`, 'var chunk;');
    }
  }
  return root;
}

/** Each config gets Redis keys of its own unless the test shares a prefix on purpose. */
export function testConfig(env: Record<string, string> = {}): GatewayConfig {
  const given = { ...defaults(), ...env };
  // An empty value means "not set", as loadConfig reads the environment.
  return toGatewayConfig(
    gatewayConfigSchema.parse(
      Object.fromEntries(Object.entries(given).filter(([, value]) => value !== '')),
    ),
  );
}

function defaults(): Record<string, string> {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    // inject() addresses requests to localhost:80; real sockets come by the port listened on.
    PUBLIC_URL: 'http://localhost',
    WEB_ROOT: makeWebRoot(),
    REDIS_URL: testRedisUrl(),
    REDIS_PREFIX: testRedisPrefix(),
  };
}

export type FakeServices = Record<UpstreamService, FastifyInstance> & {
  close(): Promise<void>;
  env: Record<string, string>;
  /** Every request body any of them read. */
  received: Received[];
};

export async function startFakeServices(unhealthy: UpstreamService[] = []): Promise<FakeServices> {
  const names = ['identity', 'documents', 'review', 'messaging'] as const;
  const received: Received[] = [];
  const apps = await Promise.all(
    names.map((name) => startFakeService(name, { healthy: !unhealthy.includes(name), received })),
  );
  const [identity, documents, review, messaging] = apps as [
    FastifyInstance,
    FastifyInstance,
    FastifyInstance,
    FastifyInstance,
  ];
  return {
    identity,
    documents,
    review,
    messaging,
    received,
    env: {
      IDENTITY_URL: urlOf(identity),
      DOCUMENTS_URL: urlOf(documents),
      REVIEW_URL: urlOf(review),
      MESSAGING_URL: urlOf(messaging),
    },
    close: async () => {
      await Promise.all(apps.map((app) => app.close()));
    },
  };
}

export type RawAnswer = { status: number; headers: IncomingHttpHeaders; body: string; ms: number };

/**
 * A request over a real socket with the path exactly as written (inject and fetch would resolve dot
 * segments and backslashes before the gateway saw them). `chunks` go out with chunked encoding.
 */
export function rawRequest(
  baseUrl: string,
  {
    method = 'GET',
    path: requestPath,
    headers = {},
    body,
    chunks,
  }: {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: Buffer;
    chunks?: Buffer[];
  },
): Promise<RawAnswer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = httpRequest(`${baseUrl}/`, { method, path: requestPath, headers }, (res) => {
      answered = true;
      const parts: Buffer[] = [];
      res.on('data', (chunk: Buffer) => parts.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(parts).toString(),
          ms: performance.now() - started,
        }),
      );
    });
    // The gateway may answer (413) and stop reading before the whole body is written.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    if (body) request.end(body);
    else if (chunks) {
      for (const chunk of chunks) request.write(chunk);
      request.end();
    } else request.end();
  });
}

/** Listens on a free loopback port and returns the base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return urlOf(app);
}

/**
 * A TCP relay in front of the test Redis that a test can cut and restore, to play a Redis outage
 * without touching the shared server.
 */
export async function startRedisRelay(): Promise<{
  url: string;
  cut(): Promise<void>;
  close(): Promise<void>;
}> {
  const target = new URL(testRedisUrl());
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = createConnection(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('relay not on TCP');
  const cut = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return {
    url: `redis://127.0.0.1:${address.port}`,
    cut,
    close: async () => {
      if (server.listening) await cut();
    },
  };
}

export type FloodRequest = {
  method: string;
  path: string;
  headers: Record<string, string>;
  /** Bytes of body, written in 16 pieces `paceMs` apart (with its Content-Length unless chunked). */
  bytes: number;
  chunked?: boolean;
};

/**
 * A hostile client in a worker thread of its own (so writing megabytes does not stall the event loop
 * the gateway shares with the test), sending one request after another. Each body is written slowly,
 * 16 pieces `paceMs` apart, and keeps going after the answer, so an answer given at once can be told
 * from one that waited for the body.
 */
const FLOOD_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { baseUrl, requests, paceMs } = workerData;
const pause = () => new Promise((resolve) => setTimeout(resolve, paceMs));
const send = (r) => new Promise((resolve) => {
  const started = performance.now();
  let answered = false;
  const req = http.request(baseUrl + '/', { method: r.method, path: r.path, headers: r.headers }, (res) => {
    answered = true;
    const parts = [];
    res.on('data', (c) => parts.push(c));
    res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(parts).toString(), ms: performance.now() - started }));
  });
  req.on('error', (e) => { if (!answered) resolve({ status: 0, body: String(e), ms: performance.now() - started }); });
  const body = Buffer.alloc(r.bytes, 0x61);
  const piece = Math.ceil(r.bytes / 16);
  (async () => {
    for (let at = 0; at < r.bytes && !req.destroyed; at += piece) {
      req.write(body.subarray(at, at + piece));
      await pause();
    }
    req.end();
  })();
});
(async () => {
  const answers = [];
  for (const r of requests) answers.push(await send(r));
  parentPort.postMessage(answers);
})();
`;

export async function floodFromWorker(
  baseUrl: string,
  requests: FloodRequest[],
  paceMs: number,
): Promise<{ status: number; body: string; ms: number }[]> {
  return answerOfWorker(FLOOD_WORKER, { baseUrl, requests, paceMs });
}

/**
 * Runs a client written as worker source (its own thread: its memory and event loop are not the
 * gateway's) and answers the one message it posts.
 */
export async function answerOfWorker<T>(source: string, workerData: unknown): Promise<T> {
  const { Worker } = await import('node:worker_threads');
  const worker = new Worker(source, { eval: true, workerData });
  try {
    return await new Promise<T>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  } finally {
    await worker.terminate();
  }
}
