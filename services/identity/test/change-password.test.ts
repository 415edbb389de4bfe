import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_COOKIE } from '@nomada/service-kit';
import { CookieJar } from './support/cookie-jar';
import { createApplicant, OTHER_PASSWORD, STRONG_PASSWORD } from './support/factories';
import { createTestContext, type TestContext } from './support/test-context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const SIGNED_OUT = { user: null, session: null, profile: null, role: null };
const change = (body: unknown, jar?: CookieJar) =>
  ctx.post('/functions/change-password', body, jar);
const session = (jar: CookieJar) => ctx.post('/functions/auth-session', undefined, jar);

describe('POST /functions/change-password', () => {
  it('answers 401 when signed out', async () => {
    const response = await change({
      currentPassword: STRONG_PASSWORD,
      newPassword: OTHER_PASSWORD,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toHaveProperty('error');
  });

  it.each([
    [{}, 'Password is required'],
    [{ currentPassword: STRONG_PASSWORD }, 'Password is required'],
    [
      { currentPassword: STRONG_PASSWORD, newPassword: 'Sh0rt!' },
      'Password must be at least 8 characters long',
    ],
    [
      { currentPassword: STRONG_PASSWORD, newPassword: 'nouppercase1!' },
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
    ],
    [{ currentPassword: STRONG_PASSWORD, newPassword: 12345678 }, 'Password is required'],
  ])(
    'answers 400 with the policy message for %j and keeps the old password',
    async (body, message) => {
      const applicant = await createApplicant(ctx);
      const response = await change(body, applicant.jar);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(message);
      const login = await ctx.post('/functions/auth-login', {
        email: applicant.email,
        password: applicant.password,
      });
      expect(login.statusCode).toBe(200);
    },
  );

  it('changes the password, revokes every session including the current one, and issues fresh cookies', async () => {
    const applicant = await createApplicant(ctx);
    const oldCookies = applicant.jar.clone();
    const otherDevice = new CookieJar();
    await ctx.post(
      '/functions/auth-login',
      { email: applicant.email, password: applicant.password },
      otherDevice,
    );

    const response = await change(
      { currentPassword: applicant.password, newPassword: OTHER_PASSWORD },
      applicant.jar,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(response.body).not.toContain(applicant.jar.get(ACCESS_COOKIE));
    expect(applicant.jar.get(ACCESS_COOKIE)).not.toBe(oldCookies.get(ACCESS_COOKIE));

    // The fresh cookies work.
    expect((await session(applicant.jar)).json().user).toMatchObject({ id: applicant.userId });

    // The old cookies, and the other device's, authorize nothing: access or refresh.
    expect((await session(oldCookies.clone())).json()).toEqual(SIGNED_OUT);
    expect((await session(oldCookies.clone().delete(ACCESS_COOKIE))).json()).toEqual(SIGNED_OUT);
    const replayed = await change(
      { currentPassword: OTHER_PASSWORD, newPassword: 'Th1rd!Password' },
      oldCookies.clone(),
    );
    expect(replayed.statusCode).toBe(401);
    expect((await session(otherDevice)).json()).toEqual(SIGNED_OUT);

    const oldLogin = await ctx.post('/functions/auth-login', {
      email: applicant.email,
      password: applicant.password,
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await ctx.post('/functions/auth-login', {
      email: applicant.email,
      password: OTHER_PASSWORD,
    });
    expect(newLogin.statusCode).toBe(200);
  });

  it('refuses a wrong current password with 400, changes nothing, and limits the guesses like sign-in', async () => {
    const applicant = await createApplicant(ctx);
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await change(
        { currentPassword: OTHER_PASSWORD, newPassword: 'Th1rd!Password' },
        applicant.jar,
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({
        error: 'Current password is incorrect',
        code: 'current_password_incorrect',
      });
    }
    const limited = await change(
      { currentPassword: applicant.password, newPassword: 'Th1rd!Password' },
      applicant.jar,
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('login_throttled');
    expect(limited.headers['retry-after']).toBeDefined();
    // The session survived and the password is the old one.
    expect((await session(applicant.jar)).json().user).toMatchObject({ id: applicant.userId });
    const login = await ctx.post('/functions/auth-login', {
      email: applicant.email,
      password: applicant.password,
    });
    expect(login.statusCode).toBe(200);
  });
});
