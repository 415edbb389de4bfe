import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from './errors';
import { errorHandlerPlugin } from './error-handler';
import { postInternal, requireInternalCaller } from './internal-calls';
import { conflict } from './errors';
import { TEST_SESSION_SECRET } from './testing';

let upstream: FastifyInstance;
let baseUrl: string;

beforeAll(async () => {
  upstream = Fastify();
  await upstream.register(errorHandlerPlugin);
  const guard = { preHandler: requireInternalCaller(TEST_SESSION_SECRET) };
  upstream.post('/internal/ok', guard, async () => ({
    id: '4b8f8a52-7d5e-4f3b-9d55-0d1c8d6c3e21',
  }));
  upstream.post('/internal/decided', guard, async () => {
    throw conflict('already_decided');
  });
  upstream.post('/internal/broken', guard, async () => {
    throw new Error('boom');
  });
  upstream.post('/internal/off-contract', guard, async () => ({ id: 42 }));
  baseUrl = await upstream.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(() => upstream.close());

const answer = z.object({ id: z.uuid() });

/** An address where nothing listens: connecting is refused, as to a stopped instance. */
async function closedPort(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}
const call = (path: string, sessionSecret = TEST_SESSION_SECRET) =>
  postInternal({ baseUrl, path, body: {}, sessionSecret, answer, timeoutMs: 2000 });

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('postInternal', () => {
  it('answers the parsed contract answer', async () => {
    await expect(call('/internal/ok')).resolves.toEqual({
      id: '4b8f8a52-7d5e-4f3b-9d55-0d1c8d6c3e21',
    });
  });

  it('keeps a 4xx answer as it is: a 409 stays a 409 with its code', async () => {
    const error = await failure(call('/internal/decided'));
    expect(error).toMatchObject({ statusCode: 409, code: 'already_decided' });
  });

  it('refuses callers without the internal key with 403, and that reaches our caller as a 403', async () => {
    const error = await failure(
      call('/internal/ok', 'another-secret-that-is-long-enough-0123456789'),
    );
    expect(error).toMatchObject({ statusCode: 403, code: 'forbidden' });
  });

  it('turns a 5xx, an answer off the contract and no answer at all into 503', async () => {
    expect((await failure(call('/internal/broken'))).code).toBe('unavailable');
    expect((await failure(call('/internal/off-contract'))).code).toBe('unavailable');
    const closed = postInternal({
      baseUrl: 'http://127.0.0.1:1',
      path: '/internal/ok',
      body: {},
      sessionSecret: TEST_SESSION_SECRET,
      answer,
    });
    expect((await failure(closed)).statusCode).toBe(503);
  });

  it('goes on to the next instance when one refuses the connection, and fails only when all do', async () => {
    const many = (address: string) =>
      postInternal({
        baseUrl: address,
        path: '/internal/ok',
        body: {},
        sessionSecret: TEST_SESSION_SECRET,
        answer,
      });
    const stopped = await closedPort();
    const address = `${stopped},${baseUrl}`;
    for (let i = 0; i < 4; i += 1)
      await expect(many(address)).resolves.toMatchObject({ id: expect.any(String) });
    expect((await failure(many(`${stopped},${await closedPort()}`))).code).toBe('unavailable');
  });

  it('never sends a call twice once an instance answered it, even with a failure', async () => {
    let calls = 0;
    const counting = Fastify();
    counting.post('/internal/broken', async () => {
      calls += 1;
      throw new Error('boom');
    });
    const second = await counting.listen({ port: 0, host: '127.0.0.1' });
    try {
      const broken = postInternal({
        baseUrl: `${second},${second}`,
        path: '/internal/broken',
        body: {},
        sessionSecret: TEST_SESSION_SECRET,
        answer,
      });
      expect((await failure(broken)).code).toBe('unavailable');
      expect(calls).toBe(1);
    } finally {
      await counting.close();
    }
  });

  it('sends a read whose connection broke to the next instance, and nothing else', async () => {
    let dropped = 0;
    const dropping = createServer((socket) =>
      socket.once('data', () => {
        dropped += 1;
        socket.destroy();
      }),
    );
    await new Promise<void>((resolve) => dropping.listen(0, '127.0.0.1', resolve));
    const { port } = dropping.address() as AddressInfo;
    const address = `http://127.0.0.1:${port},${baseUrl}`;
    const send = (repeatable: boolean) =>
      postInternal({
        baseUrl: address,
        path: '/internal/ok',
        body: {},
        sessionSecret: TEST_SESSION_SECRET,
        answer,
        repeatable,
      });
    try {
      // Each starts at a different instance in turn; two calls reach the dropping one once each.
      const reads = await Promise.allSettled([send(true), send(true)]);
      expect(reads.map((read) => read.status)).toEqual(['fulfilled', 'fulfilled']);
      expect(dropped).toBe(1);
      const writes = await Promise.allSettled([send(false), send(false)]);
      expect(writes.map((write) => write.status).sort()).toEqual(['fulfilled', 'rejected']);
      expect(dropped).toBe(2);
    } finally {
      await new Promise((resolve) => dropping.close(resolve));
    }
  });

  it('sends a read whose connection broke once more to a single address (a Service), and nothing else', async () => {
    let dropped = 0;
    let answered = 0;
    // The first connection is dropped as a stopping pod would; the next is answered.
    const service = createServer((socket) =>
      socket.once('data', () => {
        if (dropped === 0) {
          dropped += 1;
          socket.destroy();
          return;
        }
        answered += 1;
        const body = JSON.stringify({ id: '4b8f8a52-7d5e-4f3b-9d55-0d1c8d6c3e21' });
        socket.end(
          `HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\nconnection: close\r\n\r\n${body}`,
        );
      }),
    );
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    const { port } = service.address() as AddressInfo;
    const send = (repeatable: boolean) =>
      postInternal({
        baseUrl: `http://127.0.0.1:${port}`,
        path: '/internal/ok',
        body: {},
        sessionSecret: TEST_SESSION_SECRET,
        answer,
        repeatable,
      });
    try {
      await expect(send(true)).resolves.toEqual({ id: '4b8f8a52-7d5e-4f3b-9d55-0d1c8d6c3e21' });
      expect([dropped, answered]).toEqual([1, 1]);
      dropped = 0;
      expect((await failure(send(false))).code).toBe('unavailable');
      expect([dropped, answered]).toEqual([1, 1]);
    } finally {
      await new Promise((resolve) => service.close(resolve));
    }
  });
});
