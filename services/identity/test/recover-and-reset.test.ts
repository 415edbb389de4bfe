import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCESS_COOKIE } from '@nomada/service-kit';
import { CookieJar } from './support/cookie-jar';
import { createApplicant, OTHER_PASSWORD, uniqueEmail } from './support/factories';
import { createTestContext, type TestContext } from './support/test-context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => {
  ctx.messaging.emails.length = 0;
  ctx.messaging.failing = false;
});

const SIGNED_OUT = { user: null, session: null, profile: null, role: null };
const INVALID_LINK = 'This password reset link is invalid or expired.';

/** Requests a reset email and reads the tokens out of the link, as the reset page does. */
async function requestReset(email: string, redirectTo?: string) {
  const response = await ctx.post('/auth/recover', {
    email,
    ...(redirectTo ? { redirect_to: redirectTo } : {}),
  });
  expect(response.json()).toEqual({ success: true });
  const mail = ctx.messaging.emails.at(-1);
  if (!mail || mail.template !== 'password-reset') throw new Error('no reset email was sent');
  const url = new URL(mail.params.resetUrl);
  const hash = new URLSearchParams(url.hash.slice(1));
  return {
    mail,
    url,
    access_token: hash.get('access_token') ?? '',
    refresh_token: hash.get('refresh_token') ?? '',
    type: hash.get('type'),
  };
}

const reset = (body: unknown) => ctx.post('/functions/reset-password', body);

describe('POST /auth/recover', () => {
  it('emails a reset link on the public origin for an existing account', async () => {
    const applicant = await createApplicant(ctx);
    const link = await requestReset(applicant.email.toUpperCase());
    expect(link.mail).toMatchObject({
      template: 'password-reset',
      to: applicant.email,
      language: 'en',
    });
    expect(link.mail.params.firstName).toBe('Ana');
    expect(`${link.url.origin}${link.url.pathname}`).toBe('http://localhost:8080/reset-password');
    expect(link.type).toBe('recovery');
    expect(link.access_token).toHaveLength(43);
    expect(link.refresh_token).toHaveLength(43);

    const stored = await ctx.db.selectFrom('identity.password_reset_tokens').selectAll().execute();
    const serialized = JSON.stringify(stored);
    expect(serialized).not.toContain(link.access_token);
    expect(serialized).not.toContain(link.refresh_token);
  });

  it('answers success for an unknown email and sends nothing', async () => {
    const response = await ctx.post('/auth/recover', { email: uniqueEmail('ghost') });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(ctx.messaging.emails).toEqual([]);
  });

  it('honours redirect_to only on the product origin', async () => {
    const applicant = await createApplicant(ctx);
    const own = await requestReset(applicant.email, 'http://localhost:8080/es/reset-password');
    expect(own.url.pathname).toBe('/es/reset-password');
    const foreign = await requestReset(applicant.email, 'https://evil.example/steal');
    expect(foreign.url.origin).toBe('http://localhost:8080');
    expect(foreign.url.pathname).toBe('/reset-password');
  });

  it('answers success even when messaging is down', async () => {
    const applicant = await createApplicant(ctx);
    ctx.messaging.failing = true;
    const response = await ctx.post('/auth/recover', { email: applicant.email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
  });

  it.each([
    [{}, 'Email is required'],
    [{ email: 'nope' }, 'Please enter a valid email address'],
  ])('answers 400 for %j', async (body, message) => {
    const response = await ctx.post('/auth/recover', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it('throttles repeated requests per email, known or not, with Retry-After', async () => {
    for (const email of [(await createApplicant(ctx)).email, uniqueEmail('ghost')]) {
      for (let attempt = 0; attempt < 3; attempt++) {
        expect((await ctx.post('/auth/recover', { email })).statusCode).toBe(200);
      }
      const refused = await ctx.post('/auth/recover', { email: email.toUpperCase() });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toHaveProperty('error');
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
    }
  });
});

describe('POST /functions/reset-password', () => {
  it('sets the new password, kills the link and signs out every session', async () => {
    const applicant = await createApplicant(ctx);
    const oldCookies = applicant.jar.clone();
    const link = await requestReset(applicant.email);

    const response = await reset({
      password: OTHER_PASSWORD,
      access_token: link.access_token,
      refresh_token: link.refresh_token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });

    expect(
      (await ctx.post('/functions/auth-session', undefined, oldCookies.clone())).json(),
    ).toEqual(SIGNED_OUT);
    const refreshOnly = oldCookies.clone().delete(ACCESS_COOKIE);
    expect((await ctx.post('/functions/auth-session', undefined, refreshOnly)).json()).toEqual(
      SIGNED_OUT,
    );
    expect(
      (
        await ctx.post(
          '/functions/change-password',
          { newPassword: 'Th1rd!Pass' },
          oldCookies.clone(),
        )
      ).statusCode,
    ).toBe(401);

    expect(
      (
        await ctx.post('/functions/auth-login', {
          email: applicant.email,
          password: applicant.password,
        })
      ).statusCode,
    ).toBe(401);
    const jar = new CookieJar();
    const login = await ctx.post(
      '/functions/auth-login',
      { email: applicant.email, password: OTHER_PASSWORD },
      jar,
    );
    expect(login.statusCode).toBe(200);
    expect(login.json().profile.email_confirmed).toBe(true);

    const again = await reset({
      password: 'Th1rd!Pass',
      access_token: link.access_token,
      refresh_token: link.refresh_token,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(INVALID_LINK);
  });

  it('invalidates older links once one of them is used', async () => {
    const applicant = await createApplicant(ctx);
    const first = await requestReset(applicant.email);
    const second = await requestReset(applicant.email);
    expect(
      (
        await reset({
          password: OTHER_PASSWORD,
          access_token: second.access_token,
          refresh_token: second.refresh_token,
        })
      ).statusCode,
    ).toBe(200);
    const stale = await reset({
      password: 'Th1rd!Pass',
      access_token: first.access_token,
      refresh_token: first.refresh_token,
    });
    expect(stale.json()).toEqual({ error: INVALID_LINK });
  });

  it('refuses an expired link', async () => {
    const applicant = await createApplicant(ctx);
    const link = await requestReset(applicant.email);
    await ctx.db
      .updateTable('identity.password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', applicant.userId)
      .execute();
    const response = await reset({
      password: OTHER_PASSWORD,
      access_token: link.access_token,
      refresh_token: link.refresh_token,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(INVALID_LINK);
  });

  it('refuses tokens that do not belong together, unknown tokens and missing tokens', async () => {
    const applicant = await createApplicant(ctx);
    const one = await requestReset(applicant.email);
    const two = await requestReset(applicant.email);
    for (const body of [
      {
        password: OTHER_PASSWORD,
        access_token: one.access_token,
        refresh_token: two.refresh_token,
      },
      { password: OTHER_PASSWORD, access_token: 'made-up', refresh_token: 'made-up' },
      { password: OTHER_PASSWORD, access_token: one.access_token },
      { password: OTHER_PASSWORD },
    ]) {
      const response = await reset(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(INVALID_LINK);
    }
    // Nothing was consumed: the genuine pair still works.
    const ok = await reset({
      password: OTHER_PASSWORD,
      access_token: one.access_token,
      refresh_token: one.refresh_token,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('answers the policy message for a weak password and keeps the link usable', async () => {
    const applicant = await createApplicant(ctx);
    const link = await requestReset(applicant.email);
    const weak = await reset({
      password: 'weakpass',
      access_token: link.access_token,
      refresh_token: link.refresh_token,
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error).toBe(
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
    );
    const ok = await reset({
      password: OTHER_PASSWORD,
      access_token: link.access_token,
      refresh_token: link.refresh_token,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('lifts a sign-in lock once the password is reset', async () => {
    const applicant = await createApplicant(ctx);
    for (let attempt = 0; attempt < 5; attempt++) {
      await ctx.post('/functions/auth-login', {
        email: applicant.email,
        password: 'Wr0ng!Password',
      });
    }
    expect(
      (
        await ctx.post('/functions/auth-login', {
          email: applicant.email,
          password: applicant.password,
        })
      ).statusCode,
    ).toBe(429);
    const link = await requestReset(applicant.email);
    await reset({
      password: OTHER_PASSWORD,
      access_token: link.access_token,
      refresh_token: link.refresh_token,
    });
    expect(
      (
        await ctx.post('/functions/auth-login', {
          email: applicant.email,
          password: OTHER_PASSWORD,
        })
      ).statusCode,
    ).toBe(200);
  });
});
