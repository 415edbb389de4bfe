import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  createTestDatabase,
  TEST_SESSION_SECRET,
  testRedisPrefix,
  testRedisUrl,
  type TestDatabase,
} from '@nomada/service-kit/testing';
import { buildApp } from '../src/app';
import { loadDocumentsConfig } from '../src/config';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase(inject('documentsTemplateDb'));
  app = await buildApp(
    loadDocumentsConfig({
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      REDIS_URL: testRedisUrl(),
      REDIS_PREFIX: testRedisPrefix(),
      SESSION_SECRET: TEST_SESSION_SECRET,
      LOG_LEVEL: 'silent',
    }),
  );
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('documents service', () => {
  it('answers /healthz when its database answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  it('answers unknown routes with the JSON 404 of the error handler', async () => {
    const response = await app.inject({ method: 'POST', url: '/functions/auth-upload-document' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found' });
  });
});
