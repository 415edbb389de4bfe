import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from './support/cookie-jar';
import { createApplicant, createSignedInAgent, STRONG_PASSWORD } from './support/factories';
import { createTestContext, type TestContext } from './support/test-context';
import { stepAt, totpCode } from '../src/security/totp';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const login = (body: unknown) => ctx.post('/functions/auth-login', body, new CookieJar());
/** A code for a step later than any used so far in this test (codes work once). */
const codeFor = (secret: string, stepOffset: number) =>
  totpCode(secret, stepAt(Date.now()) + stepOffset);

async function enrolledAgent() {
  const agent = await createSignedInAgent(ctx);
  const setup = await ctx.post('/functions/totp-setup', undefined, agent.jar);
  expect(setup.statusCode).toBe(200);
  const { secret, otpauthUrl, qrSvg } = setup.json();
  expect(otpauthUrl).toContain(`secret=${secret}`);
  expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
  const enabled = await ctx.post(
    '/functions/totp-enable',
    { code: codeFor(secret, -1) },
    agent.jar,
  );
  expect(enabled.statusCode).toBe(200);
  const { recoveryCodes } = enabled.json();
  expect(recoveryCodes).toHaveLength(10);
  return { ...agent, secret: secret as string, recoveryCodes: recoveryCodes as string[] };
}

describe('two-factor sign-in for agents', () => {
  it('is for agents only', async () => {
    const applicant = await createApplicant(ctx);
    expect((await ctx.post('/functions/totp-setup', undefined, applicant.jar)).statusCode).toBe(
      403,
    );
    expect((await ctx.post('/functions/totp-setup')).statusCode).toBe(401);
  });

  it('needs a right code to enrol, and then asks every sign-in for one', async () => {
    const agent = await createSignedInAgent(ctx);
    const { secret } = (await ctx.post('/functions/totp-setup', undefined, agent.jar)).json();
    const wrong = await ctx.post('/functions/totp-enable', { code: '000000' }, agent.jar);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('totp_invalid');
    const before = await ctx.post('/functions/auth-session', undefined, agent.jar);
    expect(before.json().profile.two_factor_enabled).toBe(false);
    expect(
      (await ctx.post('/functions/totp-enable', { code: codeFor(secret, 0) }, agent.jar))
        .statusCode,
    ).toBe(200);
    const after = await ctx.post('/functions/auth-session', undefined, agent.jar);
    expect(after.json().profile.two_factor_enabled).toBe(true);

    const passwordOnly = await login({ email: agent.email, password: STRONG_PASSWORD });
    expect(passwordOnly.statusCode).toBe(401);
    expect(passwordOnly.json()).toEqual({
      error: 'Enter the code from your authenticator app',
      code: 'totp_required',
    });
    expect(passwordOnly.cookies).toEqual([]);
    const wrongCode = await login({
      email: agent.email,
      password: STRONG_PASSWORD,
      totpCode: '123456',
    });
    expect(wrongCode.json().code).toBe('totp_invalid');
    const withCode = await login({
      email: agent.email,
      password: STRONG_PASSWORD,
      totpCode: codeFor(secret, 1),
    });
    expect(withCode.statusCode).toBe(200);
    expect(withCode.json().role).toBe('agent');
  });

  it('takes each code and each recovery code once', async () => {
    const agent = await enrolledAgent();
    const code = codeFor(agent.secret, 0);
    const first = await login({ email: agent.email, password: STRONG_PASSWORD, totpCode: code });
    expect(first.statusCode).toBe(200);
    const replay = await login({ email: agent.email, password: STRONG_PASSWORD, totpCode: code });
    expect(replay.statusCode).toBe(401);

    const recovery = agent.recoveryCodes[0]!.toUpperCase();
    const withRecovery = await login({
      email: agent.email,
      password: STRONG_PASSWORD,
      totpCode: recovery,
    });
    expect(withRecovery.statusCode).toBe(200);
    const recoveryAgain = await login({
      email: agent.email,
      password: STRONG_PASSWORD,
      totpCode: recovery,
    });
    expect(recoveryAgain.json().code).toBe('totp_invalid');
  });

  it('stores the secret encrypted and turns off only with the current password', async () => {
    const agent = await enrolledAgent();
    const { totp_secret } = await ctx.db
      .selectFrom('identity.users')
      .select('totp_secret')
      .where('id', '=', agent.userId)
      .executeTakeFirstOrThrow();
    expect(totp_secret).not.toContain(agent.secret);
    const wrong = await ctx.post(
      '/functions/totp-disable',
      { currentPassword: 'Wr0ng!Pass' },
      agent.jar,
    );
    expect(wrong.json().code).toBe('current_password_incorrect');
    expect(
      (await ctx.post('/functions/totp-disable', { currentPassword: STRONG_PASSWORD }, agent.jar))
        .statusCode,
    ).toBe(200);
    expect((await login({ email: agent.email, password: STRONG_PASSWORD })).statusCode).toBe(200);
  });
});
