import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contractRoutesNotServed,
  routesOutsideContract,
  serviceTestEnv,
  type TestDatabase,
  createTestDatabaseFromTemplate,
} from '@nomada/service-kit/testing';
import { buildApp, type ReviewApp } from '../src/app';
import { loadReviewConfig } from '../src/config';

let database: TestDatabase;
let app: ReviewApp;

beforeAll(async () => {
  database = await createTestDatabaseFromTemplate();
  app = await buildApp(loadReviewConfig(serviceTestEnv(database.url)));
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('review and the API contract', () => {
  it('serves every review call of API_ROUTES, and no public route the contract does not list', () => {
    expect(routesOutsideContract(app, 'review')).toEqual([]);
    expect(contractRoutesNotServed(app, 'review')).toEqual([]);
  });

  it.each(['agent-dashboard-data', 'agent-actions'])(
    '%s refuses a signed-out caller (401)',
    async (name) => {
      const response = await app.inject({ method: 'POST', url: `/functions/${name}`, payload: {} });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'unauthorized' });
    },
  );
});
