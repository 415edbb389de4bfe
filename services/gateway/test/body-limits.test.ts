import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { API_ROUTES } from '@nomada/contracts';
import {
  floodFromWorker,
  listen,
  rawRequest,
  startFakeServices,
  testConfig,
  type FakeServices,
  type RawAnswer,
} from './helpers';

const MiB = 1024 * 1024;
const FAST_MS = 100;
/** Each hostile body takes 16 × PACE_MS to send: an answer that waited for it cannot beat that. */
const PACE_MS = 150;

const percentile = (durations: number[], share: number) =>
  [...durations].sort((a, b) => a - b)[Math.ceil(durations.length * share) - 1] ?? Infinity;

/**
 * Fast means under FAST_MS on a quiet machine. The machine running the tests is shared (two cores,
 * other suites and browsers beside this one), so the budget grows to three times what a client gets
 * with no flood at all when the machine is that busy, and the given share of answers must meet it.
 */
function expectFast(durations: number[], quietP90: number, share: number, label: string): void {
  const budget = Math.max(FAST_MS, 3 * quietP90);
  const listed = [...durations].sort((a, b) => a - b).map(Math.round);
  expect(percentile(durations, share), `${label}: ${listed.join(',')} ms`).toBeLessThan(budget);
}

let services: FakeServices;
let app: FastifyInstance;
let baseUrl: string;
/** How long the gateway took over each 413, from the request's headers to the end of its answer. */
const refusalTimes: number[] = [];

beforeAll(async () => {
  services = await startFakeServices();
  app = await buildApp(testConfig({ ...services.env, RATE_LIMIT_MAX: '100000' }));
  app.addHook('onResponse', (_request, reply, done) => {
    if (reply.statusCode === 413) refusalTimes.push(reply.elapsedTime);
    done();
  });
  baseUrl = await listen(app);
});
afterAll(async () => {
  await app.close();
  await services.close();
});

/** Every public endpoint: each call of the contract, and a path under each forwarded prefix. */
const endpoints: { method: string; path: string; bodyLimit: number }[] = [
  ...Object.values(API_ROUTES).map(({ method, path, bodyLimit }) => ({ method, path, bodyLimit })),
  { method: 'POST', path: '/auth/hostile', bodyLimit: API_ROUTES.recover.bodyLimit },
  { method: 'GET', path: '/files/hostile', bodyLimit: 0 },
];

const receivedAt = (path: string) => services.received.filter((seen) => seen.url === path);

/** A legitimate client's calls while the flood runs: each must stay fast. */
async function sessionLatencies(until: Promise<unknown>): Promise<number[]> {
  const latencies: number[] = [];
  let flooding = true;
  void until.finally(() => (flooding = false));
  while (flooding || latencies.length < 10) {
    const answer = await rawRequest(baseUrl, {
      method: 'POST',
      path: '/functions/auth-session',
      headers: { 'content-type': 'application/json' },
      body: Buffer.from('{}'),
    });
    expect(answer.status).toBe(200);
    latencies.push(answer.ms);
  }
  return latencies;
}

const expectRefused = (answer: Pick<RawAnswer, 'status' | 'body'>, label: string) => {
  expect(answer.status, label).toBe(413);
  expect(JSON.parse(answer.body), label).toEqual({
    error: 'The request body is too large',
    code: 'payload_too_large',
  });
};

describe('body limits per call', () => {
  const small = endpoints.filter(({ bodyLimit }) => bodyLimit < MiB);

  async function floodSmallLimits(chunked: boolean) {
    // Warm the legitimate client's path first (its first call pays for compilation), then time it quiet.
    await sessionLatencies(Promise.resolve());
    const quietP90 = percentile(await sessionLatencies(Promise.resolve()), 0.9);
    refusalTimes.length = 0;
    const flood = floodFromWorker(
      baseUrl,
      small.map(({ method, path }) => ({
        method,
        path: `${path}?${chunked ? 'chunked' : 'declared'}`,
        headers: {
          'content-type': 'application/json',
          ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(MiB) }),
        },
        bytes: MiB,
        chunked,
      })),
      PACE_MS,
    );
    const [answers, latencies] = await Promise.all([flood, sessionLatencies(flood)]);
    expectFast(latencies, quietP90, 0.75, 'auth-session of another client');
    // Timed by the gateway itself, as the hostile client's thread waits its turn on a busy machine too.
    // A chunked body is refused once it passes the limit.
    expect(refusalTimes).toHaveLength(answers.length);
    expectFast(refusalTimes, quietP90, 0.75, 'refusals');
    // Seen from the client, however busy the machine: no answer waited for the body it refused.
    for (const answer of answers) expect(answer.ms).toBeLessThan((16 * PACE_MS) / 2);
    return answers.map((answer, index) => ({ answer, ...small[index]! }));
  }

  it('refuses a declared 1 MiB body on every endpoint with a smaller limit, fast and before any service sees it', async () => {
    expect(small.length).toBeGreaterThan(15);
    for (const { answer, method, path } of await floodSmallLimits(false)) {
      expectRefused(answer, `${method} ${path}`);
      expect(receivedAt(`${path}?declared`), path).toEqual([]);
    }
  });

  it('cuts a chunked body at the limit: the service sees no more than the limit and no complete body', async () => {
    for (const { answer, bodyLimit, method, path } of await floodSmallLimits(true)) {
      expectRefused(answer, `${method} ${path} (chunked)`);
      for (const seen of receivedAt(`${path}?chunked`)) {
        expect(seen.bytes, path).toBeLessThanOrEqual(bodyLimit);
        expect(seen.complete, path).toBe(false);
      }
    }
  });

  it('passes bodies within the limit on whole, chunked or not', async () => {
    const body = Buffer.alloc(4 * 1024, 0x61);
    const declared = await rawRequest(baseUrl, {
      method: 'POST',
      path: '/functions/auth-login?declared',
      headers: { 'content-type': 'application/json' },
      body,
    });
    const chunked = await rawRequest(baseUrl, {
      method: 'POST',
      path: '/functions/auth-login?chunked-small',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      chunks: [body.subarray(0, 2048), body.subarray(2048)],
    });
    expect(JSON.parse(declared.body)).toMatchObject({ service: 'identity', bytes: body.length });
    expect(JSON.parse(chunked.body)).toMatchObject({ service: 'identity', bytes: body.length });
  });

  it('forwards a 1 MiB upload: its limit is the largest document plus the multipart envelope', async () => {
    const answer = await rawRequest(baseUrl, {
      method: 'POST',
      path: '/functions/auth-upload-document',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: Buffer.alloc(MiB, 0x61),
    });
    expect(JSON.parse(answer.body)).toMatchObject({ service: 'documents', bytes: MiB });
  });
});
