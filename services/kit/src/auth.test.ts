import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ACCESS_COOKIE, authPlugin, requireRole, requireUser } from './auth';
import { errorHandlerPlugin } from './error-handler';
import { createRedis, revokedSessionKey } from './redis';
import { parseBody } from './validate-body';
import { deleteRedisKeys, TEST_SESSION_SECRET, testRedisPrefix, testRedisUrl } from './testing';

const prefix = testRedisPrefix();
const redis = createRedis(testRedisUrl());
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await app.register(errorHandlerPlugin);
  await app.register(authPlugin, {
    sessionSecret: TEST_SESSION_SECRET,
    redis,
    redisPrefix: prefix,
  });
  app.post('/me', { preHandler: requireUser }, async (request) => request.authenticate());
  app.post('/agents-only', { preHandler: requireRole('agent') }, async () => ({ ok: true }));
  app.post('/echo', async (request) =>
    parseBody(z.object({ email: z.email('email_invalid') }), request.body),
  );
  app.post('/boom', async () => {
    throw new Error('select * from secrets failed');
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await deleteRedisKeys(prefix);
  redis.disconnect();
});

const cookieFor = (claims: { sub: string; sid: string; role: 'applicant' | 'agent' }) =>
  `${ACCESS_COOKIE}=${app.jwt.sign(claims, { expiresIn: '15m' })}`;

describe('authPlugin', () => {
  it('refuses a caller without a cookie', async () => {
    const response = await app.inject({ method: 'POST', url: '/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Please sign in to continue', code: 'unauthorized' });
  });

  it('accepts a valid token and refuses it once its session is revoked', async () => {
    const cookie = cookieFor({ sub: 'u1', sid: 's1', role: 'applicant' });
    const before = await app.inject({ method: 'POST', url: '/me', headers: { cookie } });
    expect(before.json()).toMatchObject({ sub: 'u1', sid: 's1', role: 'applicant' });
    await redis.set(revokedSessionKey(prefix, 's1'), '1', 'EX', 60);
    const after = await app.inject({ method: 'POST', url: '/me', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('refuses a forged token', async () => {
    const forged = `${cookieFor({ sub: 'u1', sid: 's2', role: 'agent' })}x`;
    const response = await app.inject({ method: 'POST', url: '/me', headers: { cookie: forged } });
    expect(response.statusCode).toBe(401);
  });

  it('answers 403 to the wrong role', async () => {
    const cookie = cookieFor({ sub: 'u1', sid: 's3', role: 'applicant' });
    const response = await app.inject({ method: 'POST', url: '/agents-only', headers: { cookie } });
    expect(response.statusCode).toBe(403);
  });
});

describe('errorHandlerPlugin', () => {
  it('answers 400 with the rule message for bad input', async () => {
    const response = await app.inject({ method: 'POST', url: '/echo', payload: { email: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Please enter a valid email address',
      code: 'email_invalid',
      fields: { email: 'Please enter a valid email address' },
    });
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'The request body is not valid JSON',
      code: 'invalid_json',
    });
  });

  it('never leaks internals on an unexpected failure', async () => {
    const response = await app.inject({ method: 'POST', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: 'Something went wrong. Please try again.',
      code: 'internal_error',
    });
    expect(response.body).not.toContain('select');
  });

  it('answers unknown routes with a JSON 404', async () => {
    const response = await app.inject({ method: 'POST', url: '/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found', code: 'not_found' });
  });
});

describe('parseBody', () => {
  it('refuses a NUL character anywhere in the body before validating it', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      payload: { email: 'ana@example.com', nested: { list: ['ok', 'bad\u0000'] } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'invalid_request',
      fields: { 'nested.list.1': 'Invalid request' },
    });
  });

  it('refuses half of a surrogate pair, which no database column can store', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"ana@example.com","country":"\\ud800"}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'invalid_request',
      fields: { country: 'Invalid request' },
    });
    const pair = await app.inject({
      method: 'POST',
      url: '/echo',
      payload: { email: 'ana@example.com', country: '😀' },
    });
    expect(pair.statusCode).toBe(200);
  });
});
