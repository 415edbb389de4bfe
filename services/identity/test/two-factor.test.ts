import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from './support/cookie-jar';
import { createApplicant, createSignedInAgent, STRONG_PASSWORD } from './support/factories';
import { createTestContext, type TestContext } from './support/test-context';
import { codeFor, enrolledAgent, signInWithCode } from './support/two-factor';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('two-factor sign-in for agents', () => {
  it('is for agents only', async () => {
    const applicant = await createApplicant(ctx);
    const proof = { currentPassword: applicant.password };
    expect((await ctx.post('/functions/totp-setup', proof, applicant.jar)).statusCode).toBe(403);
    expect((await ctx.post('/functions/totp-setup', proof)).statusCode).toBe(401);
  });

  it('needs a right code to enrol, and then asks every sign-in for one in a challenge cookie', async () => {
    const agent = await createSignedInAgent(ctx);
    const setup = await ctx.post(
      '/functions/totp-setup',
      { currentPassword: STRONG_PASSWORD },
      agent.jar,
    );
    const { secret, otpauthUrl, qrSvg } = setup.json();
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const wrong = await ctx.post('/functions/totp-enable', { code: '000000' }, agent.jar);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('totp_invalid');
    const before = await ctx.post('/functions/auth-session', undefined, agent.jar);
    expect(before.json().profile.two_factor_enabled).toBe(false);
    const enabled = await ctx.post(
      '/functions/totp-enable',
      { code: codeFor(secret, 0) },
      agent.jar,
    );
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json().recoveryCodes).toHaveLength(10);
    const after = await ctx.post('/functions/auth-session', undefined, agent.jar);
    expect(after.json().profile.two_factor_enabled).toBe(true);

    const jar = new CookieJar();
    const passwordOnly = await ctx.post(
      '/functions/auth-login',
      { email: agent.email, password: STRONG_PASSWORD },
      jar,
    );
    expect(passwordOnly.statusCode).toBe(401);
    expect(passwordOnly.json()).toEqual({
      error: 'Enter the code from your authenticator app',
      code: 'totp_required',
    });
    // Only the challenge: no session cookie before the code.
    expect(passwordOnly.cookies.map((cookie) => cookie.name)).toEqual(['nomada_2fa']);
    expect(passwordOnly.cookies[0]).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/functions/auth-login',
    });
    const login = (totpCode: string) =>
      ctx.post(
        '/functions/auth-login',
        { email: agent.email, password: STRONG_PASSWORD, totpCode },
        jar,
      );
    expect((await login('123456')).json().code).toBe('totp_invalid');
    const withCode = await login(codeFor(secret, 1));
    expect(withCode.statusCode).toBe(200);
    expect(withCode.json().role).toBe('agent');
    // The challenge is spent with the sign-in.
    expect(jar.get('nomada_2fa')).toBeUndefined();
  });

  it('takes each code and each recovery code once', async () => {
    const agent = await enrolledAgent(ctx);
    const code = codeFor(agent.secret, 0);
    expect((await signInWithCode(ctx, agent.email, code)).answer.statusCode).toBe(200);
    expect((await signInWithCode(ctx, agent.email, code)).answer.statusCode).toBe(401);

    const recovery = agent.recoveryCodes[0]!.toUpperCase();
    expect((await signInWithCode(ctx, agent.email, recovery)).answer.statusCode).toBe(200);
    const again = await signInWithCode(ctx, agent.email, recovery);
    expect(again.answer.json().code).toBe('totp_invalid');
  });

  it('stores the secret encrypted', async () => {
    const agent = await enrolledAgent(ctx);
    const { totp_secret } = await ctx.db
      .selectFrom('identity.users')
      .select('totp_secret')
      .where('id', '=', agent.userId)
      .executeTakeFirstOrThrow();
    expect(totp_secret).not.toContain(agent.secret);
  });
});
