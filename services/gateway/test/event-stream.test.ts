import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { GatewayConfig } from '../src/config';
import { listen, rawRequest, testConfig } from './helpers';

/**
 * The client's idle socket timeout, and the service's (undici ticks its timers about every 500 ms, so
 * it fires within a second). Event streams go quiet for longer than both; other calls must not.
 */
const CLIENT_IDLE_MS = 2_000;
const SERVICE_SILENCE_MS = 300;
const GAP_MS = 2_500;

let upstream: Server;
let upstreamUrl: string;
let gateway: FastifyInstance;
let baseUrl: string;
const sentAt: number[] = [];

beforeAll(async () => {
  // Messaging's stream: one event at once, another after a silence longer than every timeout.
  upstream = createServer((request, response) => {
    if (request.url?.startsWith('/functions/lawyer-messages/stream')) {
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const send = (id: number) => {
        sentAt.push(performance.now());
        response.write(`event: message\ndata: {"id":${id}}\n\n`);
      };
      send(1);
      setTimeout(() => send(2), GAP_MS);
      setTimeout(() => response.end(), GAP_MS + 50);
      return;
    }
    // Any other call: a service that has stopped answering.
    setTimeout(() => response.end('{}'), 2 * GAP_MS).unref();
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const address = upstream.address();
  upstreamUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const config: GatewayConfig = {
    ...testConfig({ MESSAGING_URL: upstreamUrl, IDENTITY_URL: upstreamUrl }),
    timeouts: {
      connectionTimeout: CLIENT_IDLE_MS,
      keepAliveTimeout: CLIENT_IDLE_MS,
      requestTimeout: CLIENT_IDLE_MS,
      upstreamMs: SERVICE_SILENCE_MS,
    },
  };
  gateway = await buildApp(config);
  baseUrl = await listen(gateway);
});
afterAll(async () => {
  await gateway.close();
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

type Arrival = { at: number; text: string };

function readStream(url: string): Promise<{ headers: IncomingHttpHeaders; arrivals: Arrival[] }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { accept: 'text/event-stream' } }, (response) => {
      const arrivals: Arrival[] = [];
      response.setEncoding('utf8');
      response.on('data', (text: string) => arrivals.push({ at: performance.now(), text }));
      response.on('end', () => resolve({ headers: response.headers, arrivals }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

describe('lawyer-messages event stream', () => {
  it('streams each event as it is sent, through silences longer than every timeout', async () => {
    const { headers, arrivals } = await readStream(
      `${baseUrl}/functions/lawyer-messages/stream?userId=u1`,
    );
    expect(headers['content-type']).toBe('text/event-stream');
    expect(headers['x-accel-buffering']).toBe('no');
    const text = arrivals.map((arrival) => arrival.text).join('');
    expect(text).toBe('event: message\ndata: {"id":1}\n\nevent: message\ndata: {"id":2}\n\n');
    // Unbuffered: the first event reached the client long before the second was even sent.
    const firstArrival = arrivals[0]?.at ?? Infinity;
    expect(firstArrival).toBeLessThan((sentAt[1] ?? 0) - GAP_MS / 2);
  });

  it('keeps the timeouts of every other call', async () => {
    const answer = await rawRequest(baseUrl, { method: 'POST', path: '/functions/auth-session' });
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'unavailable' });
    expect(answer.ms).toBeLessThan(CLIENT_IDLE_MS);
  });
});
