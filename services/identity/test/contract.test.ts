import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractRoutesNotServed, routesOutsideContract } from '@nomada/service-kit/testing';
import { createTestContext, type TestContext } from './support/test-context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('identity and the API contract', () => {
  it('serves every identity call of API_ROUTES, and no public route the contract does not list', () => {
    expect(routesOutsideContract(ctx.app, 'identity')).toEqual([]);
    expect(contractRoutesNotServed(ctx.app, 'identity')).toEqual([]);
  });
});
