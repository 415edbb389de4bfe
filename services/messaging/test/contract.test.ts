import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { contractRoutesNotServed, routesOutsideContract } from '@nomada/service-kit/testing';
import { buildApp } from '../src/app';
import { createTestContext } from './helpers/test-context';

let context: Awaited<ReturnType<typeof createTestContext>>;
let app: FastifyInstance;

beforeAll(async () => {
  context = await createTestContext({ DEV_MAILBOX: 'true' });
  app = await buildApp(context.config, { db: context.db, redis: context.redis });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await context.close();
});

describe('messaging and the API contract', () => {
  it('serves no public route the contract does not list', () => {
    expect(routesOutsideContract(app, 'messaging')).toEqual([]);
  });

  it('serves every call the contract gives it', () => {
    expect(contractRoutesNotServed(app, 'messaging')).toEqual([]);
  });
});
