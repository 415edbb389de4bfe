import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '@nomada/service-kit';
import { CookieJar } from './support/cookie-jar';
import {
  createApplicant,
  createSignedInAgent,
  OTHER_PASSWORD,
  uniqueEmail,
} from './support/factories';
import { createTestContext, type TestContext } from './support/test-context';
import { fromClient } from '@nomada/service-kit/testing';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const login = (body: unknown, jar?: CookieJar) => ctx.post('/functions/auth-login', body, jar);

describe('POST /functions/auth-login', () => {
  it('signs an applicant in with any case of their email and sets both cookies', async () => {
    const applicant = await createApplicant(ctx);
    const jar = new CookieJar();
    const response = await login(
      { email: applicant.email.toUpperCase(), password: applicant.password },
      jar,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      user: { id: applicant.userId, email: applicant.email },
      session: { expires_at: expect.any(String) },
      profile: { status: 'pending', accepted: false },
      role: 'applicant',
    });
    expect(jar.get(ACCESS_COOKIE)).toBeTruthy();
    expect(jar.get(REFRESH_COOKIE)).toBeTruthy();
  });

  it('answers role agent for an agent', async () => {
    const agent = await createSignedInAgent(ctx);
    const session = await ctx.post('/functions/auth-session', undefined, agent.jar);
    expect(session.json()).toMatchObject({
      role: 'agent',
      profile: { status: 'approved', accepted: true, plan: null, email_confirmed: true },
    });
  });

  it.each([
    [{}, 'Email is required'],
    [{ email: 'someone@example.com' }, 'Password is required'],
    [{ email: 'someone@example.com', password: '' }, 'Password is required'],
    [{ password: 'x' }, 'Email is required'],
    [{ email: 'nope', password: 'x' }, 'Please enter a valid email address'],
  ])('answers 400 for missing or malformed fields %j', async (body, message) => {
    const response = await login(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it('answers the same 401 for an unknown email and a wrong password', async () => {
    const applicant = await createApplicant(ctx);
    const unknown = await login({ email: uniqueEmail('ghost'), password: applicant.password });
    const wrong = await login({ email: applicant.email, password: OTHER_PASSWORD });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ error: 'Invalid credentials', code: 'invalid_credentials' });
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.cookies).toEqual([]);
  });

  it('locks an account after 5 failures, even for the right password, with Retry-After', async () => {
    const applicant = await createApplicant(ctx);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login({ email: applicant.email, password: OTHER_PASSWORD })).statusCode).toBe(
        401,
      );
    }
    const locked = await login({
      email: applicant.email.toUpperCase(),
      password: applicant.password,
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      error: 'Too many failed sign-in attempts. Please try again later.',
      code: 'login_throttled',
    });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('throttles unknown emails the same way, so locking reveals nothing', async () => {
    const email = uniqueEmail('ghost');
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login({ email, password: OTHER_PASSWORD })).statusCode).toBe(401);
    }
    const locked = await login({ email, password: OTHER_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
  });

  it('locks only the address that failed: the account still signs in from elsewhere', async () => {
    const applicant = await createApplicant(ctx);
    const from = (address: string) => ({ headers: fromClient(address) });
    for (let attempt = 0; attempt < 6; attempt++)
      await ctx.post(
        '/functions/auth-login',
        { email: applicant.email, password: OTHER_PASSWORD },
        undefined,
        from('203.0.113.7'),
      );
    const attacker = await ctx.post(
      '/functions/auth-login',
      { email: applicant.email, password: applicant.password },
      undefined,
      from('203.0.113.7'),
    );
    expect(attacker.statusCode).toBe(429);
    const owner = await ctx.post(
      '/functions/auth-login',
      { email: applicant.email, password: applicant.password },
      undefined,
      from('198.51.100.20'),
    );
    expect(owner.statusCode).toBe(200);
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    const applicant = await createApplicant(ctx);
    for (let attempt = 0; attempt < 4; attempt++)
      await login({ email: applicant.email, password: OTHER_PASSWORD });
    expect((await login({ email: applicant.email, password: applicant.password })).statusCode).toBe(
      200,
    );
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await login({ email: applicant.email, password: OTHER_PASSWORD })).statusCode).toBe(
        401,
      );
    }
    expect((await login({ email: applicant.email, password: applicant.password })).statusCode).toBe(
      200,
    );
  });
});
