import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractRoutesNotServed, routesOutsideContract } from '@nomada/service-kit/testing';
import { createTestContext, type TestContext } from './support/test-context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('documents and the API contract', () => {
  it('serves every documents call of API_ROUTES, and no public route the contract does not list', () => {
    expect(routesOutsideContract(ctx.app, 'documents')).toEqual([]);
    expect(contractRoutesNotServed(ctx.app, 'documents')).toEqual([]);
  });

  it('keeps its internal calls behind the internal-caller proof', async () => {
    for (const url of [
      '/internal/documents/awaiting-review',
      '/internal/documents/of-users',
      '/internal/documents/start-review',
      '/internal/documents/decide',
    ]) {
      const unsigned = await ctx.post(url, { body: {} });
      expect(unsigned.statusCode, url).toBe(403);
      const forged = await ctx.post(url, {
        body: {},
        headers: { 'x-nomada-internal': 'not-the-key' },
      });
      expect(forged.statusCode, url).toBe(403);
      const applicant = await ctx.post(url, { body: {}, as: ctx.applicant() });
      expect(applicant.statusCode, url).toBe(403);
    }
  });
});
