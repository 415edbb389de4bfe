import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { errorHandlerPlugin } from './error-handler';

let app: FastifyInstance;
let baseUrl: string;

beforeAll(async () => {
  app = Fastify();
  await app.register(errorHandlerPlugin);
  app.post('/fails', async () => {
    throw new TypeError("Cannot read properties of undefined (reading 'id')");
  });
  app.post('/database-away', async () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

describe('error handler', () => {
  it('answers an unexpected failure of a call whose body it read with a 500, never leaving it open', async () => {
    const response = await fetch(`${baseUrl}/fails`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userIds: ['a'] }),
      signal: AbortSignal.timeout(5_000),
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ code: 'internal_error' });
  });

  it('answers a call whose database is out of reach with a 503 to try again, not a 500', async () => {
    const response = await fetch(`${baseUrl}/database-away`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(5_000),
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('1');
    expect(await response.json()).toEqual({
      error: expect.any(String),
      code: 'unavailable',
    });
  });
});
