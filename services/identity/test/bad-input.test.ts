import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internalHeaders } from '@nomada/service-kit';
import { TEST_SESSION_SECRET } from '@nomada/service-kit/testing';
import { createApplicant, signupBody } from './support/factories';
import type { CookieJar } from './support/cookie-jar';
import { createTestContext, type TestContext } from './support/test-context';

let ctx: TestContext;
let jar: CookieJar;
beforeAll(async () => {
  ctx = await createTestContext();
  jar = (await createApplicant(ctx)).jar;
});
afterAll(() => ctx.close());

const ENDPOINTS = [
  '/functions/auth-session',
  '/functions/auth-login',
  '/functions/auth-signup',
  '/functions/auth-logout',
  '/auth/recover',
  '/functions/reset-password',
  '/functions/change-password',
  '/functions/update-profile',
  '/internal/registrations/decide',
  '/internal/users/lookup',
];

const WEIRD_BODIES: unknown[] = [
  null,
  [],
  'text',
  42,
  { email: null, password: null },
  { email: ['a@b.co'], password: { $gt: '' } },
  { email: 'a'.repeat(300) + '@example.com', password: 'x'.repeat(10_000) },
  { newPassword: null, first_name: 7, last_name: [] },
  { access_token: 'x'.repeat(600), refresh_token: {}, password: 'Str0ng!Pass' },
  { userId: 'x', decision: null, userIds: 'x', statuses: 'pending' },
  signupBody({ userData: { date_of_birth: '1990-02-30', phone: null } }),
  signupBody({ userData: { expected_start_date: 'soon', additional_info: 'x'.repeat(5000) } }),
];

describe('bad input', () => {
  it('never answers 5xx, always a JSON error', async () => {
    const internal = internalHeaders(TEST_SESSION_SECRET);
    for (const url of ENDPOINTS) {
      for (const body of WEIRD_BODIES) {
        const response = await ctx.post(url, body, jar.clone(), { headers: internal });
        expect(response.statusCode, `${url} ${JSON.stringify(body).slice(0, 80)}`).toBeLessThan(
          500,
        );
        if (response.statusCode >= 400) expect(response.json()).toHaveProperty('error');
      }
    }
  });

  it('refuses bodies over the limit with 413 and other content types with 415', async () => {
    const huge = await ctx.post('/functions/auth-login', undefined, undefined, {
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    const form = await ctx.post('/functions/auth-login', undefined, undefined, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a@b.co&password=x',
    });
    expect(form.statusCode).toBe(415);
  });
});
