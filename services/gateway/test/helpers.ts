import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { gatewayConfigSchema, toGatewayConfig, type GatewayConfig } from '../src/config';
import type { UpstreamService } from '../src/routing-table';

export type Echo = {
  service: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  bytes: number;
};

/** A stand-in for one service: answers every request with what it received. */
export async function startFakeService(
  service: string,
  { healthy = true } = {},
): Promise<FastifyInstance> {
  const app = Fastify();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => {
    let bytes = 0;
    payload.on('data', (chunk: Buffer) => (bytes += chunk.length));
    payload.on('end', () => done(null, bytes));
    payload.on('error', done);
  });
  app.get('/healthz', async (_request, reply) =>
    healthy ? { ok: true } : reply.status(503).send({ ok: false }),
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
export function makeWebRoot({ remotes = true } = {}): string {
  const root = mkdtempSync(path.join(tmpdir(), 'gateway-web-'));
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  };
  write('shell/dist/index.html', '<!doctype html><title>Nomada shell</title>');
  write('shell/dist/main.0123456789.js', 'console.log("shell")');
  write('shell/dist/main.0123456789.js.br', 'brotli bytes');
  write('shell/dist/main.0123456789.js.gz', 'gzip bytes');
  write('shell/dist/favicon.ico', 'icon');
  if (remotes) {
    for (const folder of ['mf-marketing', 'mf-applicant', 'mf-agent']) {
      write(`${folder}/dist/mf-manifest.json`, JSON.stringify({ name: folder }));
      write(`${folder}/dist/remoteEntry.js`, 'var remote;');
      write(`${folder}/dist/__federation_expose_app.abcdef0123.js`, 'var chunk;');
    }
  }
  return root;
}

export function testConfig(env: Record<string, string> = {}): GatewayConfig {
  return toGatewayConfig(
    gatewayConfigSchema.parse({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_ROOT: makeWebRoot(),
      ...env,
    }),
  );
}

export type FakeServices = Record<UpstreamService, FastifyInstance> & {
  close(): Promise<void>;
  env: Record<string, string>;
};

export async function startFakeServices(unhealthy: UpstreamService[] = []): Promise<FakeServices> {
  const names = ['identity', 'documents', 'review', 'messaging'] as const;
  const apps = await Promise.all(
    names.map((name) => startFakeService(name, { healthy: !unhealthy.includes(name) })),
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
