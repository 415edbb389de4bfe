import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCESS_COOKIE } from '@nomada/service-kit';
import { CookieJar } from './support/cookie-jar';
import { createApplicant, OTHER_PASSWORD } from './support/factories';
import { requestReset as requestResetFor } from './support/request-reset';
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

const requestReset = (email: string, redirectTo?: string) =>
  requestResetFor(ctx, email, redirectTo);

const SIGNED_OUT = { user: null, session: null, profile: null, role: null };
const INVALID_LINK = 'This password reset link is invalid or expired.';
const reset = (body: unknown) => ctx.post('/functions/reset-password', body);

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
    expect(stale.json()).toEqual({ error: INVALID_LINK, code: 'reset_link_invalid' });
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
