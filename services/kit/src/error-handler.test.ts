import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { errorHandlerPlugin } from './error-handler';

let app: FastifyInstance;
let baseUrl: string;

beforeAll(async () => {
  app = Fastify();
  await app.register(errorHandlerPlugin);
  app.post('/fails', async () => {
    throw new Error('terminating connection due to administrator command');
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
});
