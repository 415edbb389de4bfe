import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_COOKIE, revokedSessionKey } from '@nomada/service-kit';
import { CookieJar } from './support/cookie-jar';
import { createSignedInAgent, STRONG_PASSWORD } from './support/factories';
import { createTestContext, type TestContext } from './support/test-context';
import { codeFor, enrolledAgent, signInWithCode, wrongCode } from './support/two-factor';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const SIGNED_OUT = { user: null, session: null, profile: null, role: null };
const session = (jar: CookieJar) => ctx.post('/functions/auth-session', undefined, jar);
const sessionIdOf = (jar: CookieJar) =>
  ctx.app.jwt.decode<{ sid: string }>(jar.get(ACCESS_COOKIE) ?? '')?.sid ?? '';

async function factorOf(userId: string) {
  const user = await ctx.db
    .selectFrom('identity.users')
    .select(['totp_secret', 'totp_pending_secret'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const recovery = await ctx.db
    .selectFrom('identity.recovery_codes')
    .select('code_hash')
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
  return { ...user, recoveryCodes: recovery.map((row) => row.code_hash).sort() };
}

async function expectSignedOut(jar: CookieJar) {
  expect((await session(jar.clone())).json()).toEqual(SIGNED_OUT);
  const call = await ctx.post(
    '/functions/update-profile',
    { first_name: 'Lucía', last_name: 'Agente' },
    jar.clone(),
  );
  expect(call.statusCode).toBe(401);
}

describe('first enrolment', () => {
  it('asks for the password before showing a secret: a session alone cannot add a second factor', async () => {
    const agent = await createSignedInAgent(ctx);
    const bare = await ctx.post('/functions/totp-setup', undefined, agent.jar);
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ code: 'password_required' });
    const wrong = await ctx.post(
      '/functions/totp-setup',
      { currentPassword: 'Wr0ng!Pass' },
      agent.jar,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      error: 'Current password is incorrect',
      code: 'current_password_incorrect',
      fields: { currentPassword: 'Current password is incorrect' },
    });
    expect((await factorOf(agent.userId)).totp_pending_secret).toBeNull();

    const right = await ctx.post(
      '/functions/totp-setup',
      { currentPassword: STRONG_PASSWORD },
      agent.jar,
    );
    expect(right.statusCode).toBe(200);
    expect(right.json().secret).toMatch(/^[A-Z2-7]{32}$/);
  });

  it("signs out the agent's other sessions once the factor is on", async () => {
    const agent = await createSignedInAgent(ctx);
    const laptop = new CookieJar();
    await ctx.post(
      '/functions/auth-login',
      { email: agent.email, password: STRONG_PASSWORD },
      laptop,
    );
    const { secret } = (
      await ctx.post('/functions/totp-setup', { currentPassword: STRONG_PASSWORD }, agent.jar)
    ).json();
    const before = agent.jar.clone();
    const enabled = await ctx.post(
      '/functions/totp-enable',
      { code: codeFor(secret, 0) },
      agent.jar,
    );
    expect(enabled.statusCode).toBe(200);

    await expectSignedOut(laptop);
    await expectSignedOut(before);
    expect((await session(agent.jar)).json().profile.two_factor_enabled).toBe(true);
  });
});

describe('re-enrolment with two-factor sign-in on', () => {
  it('refuses a stolen session: setup then enable cannot swap the secret or wipe the recovery codes', async () => {
    const agent = await enrolledAgent(ctx);
    const before = await factorOf(agent.userId);

    // What a stolen session alone would send.
    const setup = await ctx.post('/functions/totp-setup', undefined, agent.jar);
    expect(setup.statusCode).toBe(400);
    const passwordOnly = await ctx.post(
      '/functions/totp-setup',
      { currentPassword: STRONG_PASSWORD },
      agent.jar,
    );
    expect(passwordOnly.statusCode).toBe(400);
    expect(passwordOnly.json()).toMatchObject({
      code: 'totp_required',
      fields: { code: 'Enter the code from your authenticator app' },
    });
    const guessed = await ctx.post(
      '/functions/totp-setup',
      { currentPassword: STRONG_PASSWORD, code: wrongCode(agent.secret) },
      agent.jar,
    );
    expect(guessed.statusCode).toBe(400);
    expect(guessed.json()).toMatchObject({ code: 'totp_invalid' });
    const enable = await ctx.post('/functions/totp-enable', { code: '123456' }, agent.jar);
    expect(enable.statusCode).toBe(400);

    expect(await factorOf(agent.userId)).toEqual(before);
    const { answer } = await signInWithCode(ctx, agent.email, codeFor(agent.secret, 1));
    expect(answer.statusCode).toBe(200);
  });

  it('replaces the factor with the password and a current code, and signs out every other session', async () => {
    const agent = await enrolledAgent(ctx);
    const { jar: phone } = await signInWithCode(ctx, agent.email, codeFor(agent.secret, 0));
    const phoneSession = sessionIdOf(phone);
    expect((await session(phone)).json().user).not.toBeNull();

    const setup = await ctx.post(
      '/functions/totp-setup',
      { currentPassword: STRONG_PASSWORD, code: codeFor(agent.secret, 1) },
      agent.jar,
    );
    expect(setup.statusCode).toBe(200);
    const newSecret = setup.json().secret as string;
    expect(newSecret).not.toBe(agent.secret);
    // Until the new app's first code confirms it, the old factor stays.
    expect((await factorOf(agent.userId)).recoveryCodes).toHaveLength(10);

    const before = agent.jar.clone();
    const enabled = await ctx.post(
      '/functions/totp-enable',
      { code: codeFor(newSecret, 1) },
      agent.jar,
    );
    expect(enabled.statusCode).toBe(200);
    const newRecoveryCodes = enabled.json().recoveryCodes as string[];

    await expectSignedOut(phone);
    await expectSignedOut(before);
    expect(await ctx.redis.exists(revokedSessionKey(ctx.config.REDIS_PREFIX, phoneSession))).toBe(
      1,
    );
    expect((await session(agent.jar)).json().user).toMatchObject({ id: agent.userId });

    const oldApp = await signInWithCode(ctx, agent.email, codeFor(agent.secret, 2));
    expect(oldApp.answer.json().code).toBe('totp_invalid');
    const oldRecovery = await signInWithCode(ctx, agent.email, agent.recoveryCodes[0]!);
    expect(oldRecovery.answer.json().code).toBe('totp_invalid');
    const newRecovery = await signInWithCode(ctx, agent.email, newRecoveryCodes[0]!);
    expect(newRecovery.answer.statusCode).toBe(200);
  });

  it("takes a recovery code instead of the app's code (a lost phone)", async () => {
    const agent = await enrolledAgent(ctx);
    const setup = await ctx.post(
      '/functions/totp-setup',
      { currentPassword: STRONG_PASSWORD, code: agent.recoveryCodes[3]! },
      agent.jar,
    );
    expect(setup.statusCode).toBe(200);
  });
});

describe('turning two-factor sign-in off', () => {
  it('needs the password and a current code, and signs out every other session', async () => {
    const agent = await enrolledAgent(ctx);
    const { jar: phone } = await signInWithCode(ctx, agent.email, codeFor(agent.secret, 0));

    const passwordOnly = await ctx.post(
      '/functions/totp-disable',
      { currentPassword: STRONG_PASSWORD },
      agent.jar,
    );
    expect(passwordOnly.statusCode).toBe(400);
    expect(passwordOnly.json()).toMatchObject({ code: 'totp_required' });
    const guessed = await ctx.post(
      '/functions/totp-disable',
      { currentPassword: STRONG_PASSWORD, code: wrongCode(agent.secret) },
      agent.jar,
    );
    expect(guessed.json()).toMatchObject({
      code: 'totp_invalid',
      fields: { code: expect.any(String) },
    });
    const wrongPassword = await ctx.post(
      '/functions/totp-disable',
      { currentPassword: 'Wr0ng!Pass', code: codeFor(agent.secret, 1) },
      agent.jar,
    );
    expect(wrongPassword.json()).toMatchObject({ code: 'current_password_incorrect' });
    expect((await factorOf(agent.userId)).totp_secret).not.toBeNull();
    expect((await session(phone)).json().user).not.toBeNull();

    const off = await ctx.post(
      '/functions/totp-disable',
      { currentPassword: STRONG_PASSWORD, code: agent.recoveryCodes[0]! },
      agent.jar,
    );
    expect(off.statusCode).toBe(200);
    expect(await factorOf(agent.userId)).toEqual({
      totp_secret: null,
      totp_pending_secret: null,
      recoveryCodes: [],
    });
    await expectSignedOut(phone);
    expect((await session(agent.jar)).json().profile.two_factor_enabled).toBe(false);
    const passwordSignIn = await ctx.post('/functions/auth-login', {
      email: agent.email,
      password: STRONG_PASSWORD,
    });
    expect(passwordSignIn.statusCode).toBe(200);
  });
});
