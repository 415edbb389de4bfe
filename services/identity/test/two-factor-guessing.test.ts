import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from './support/cookie-jar';
import { OTHER_PASSWORD, STRONG_PASSWORD } from './support/factories';
import { requestReset } from './support/request-reset';
import { createTestContext, type TestContext } from './support/test-context';
import { codeFor, enrolledAgent, signInWithCode, wrongCode } from './support/two-factor';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const login = (body: Record<string, string>, jar: CookieJar) =>
  ctx.post('/functions/auth-login', body, jar);

/** The password, then `count` codes in the challenge it opened; answers each code's answer. */
async function guess(email: string, codes: string[], jar = new CookieJar()) {
  const asked = await login({ email, password: STRONG_PASSWORD }, jar);
  expect(asked.json().code).toBe('totp_required');
  const answers = [];
  for (const totpCode of codes)
    answers.push(await login({ email, password: STRONG_PASSWORD, totpCode }, jar));
  return { answers, jar };
}

async function lockEmails(to: string) {
  await ctx.app.background.settled();
  return ctx.messaging.emails.filter(
    (email) => email.to === to && email.template === 'two-factor-locked',
  );
}

describe('guessing codes at sign-in', () => {
  it('ends a challenge after 5 wrong codes: the next code is not even checked until the password is sent again', async () => {
    const agent = await enrolledAgent(ctx);
    const wrong = wrongCode(agent.secret);
    const { answers, jar } = await guess(agent.email, Array(5).fill(wrong));
    expect(answers.slice(0, 4).map((answer) => answer.json().code)).toEqual(
      Array(4).fill('totp_invalid'),
    );
    expect(answers[4]!.statusCode).toBe(401);
    expect(answers[4]!.json()).toEqual({
      error: 'Too many wrong codes. Enter your password and sign in again.',
      code: 'totp_challenge_ended',
    });

    // The right code in the ended challenge opens a new one instead of signing in.
    const right = codeFor(agent.secret, 1);
    const afterEnd = await login(
      { email: agent.email, password: STRONG_PASSWORD, totpCode: right },
      jar,
    );
    expect(afterEnd.statusCode).toBe(401);
    expect(afterEnd.json().code).toBe('totp_required');
    expect(afterEnd.cookies.some((cookie) => cookie.name === 'nomada_at')).toBe(false);
    const inNewChallenge = await login(
      { email: agent.email, password: STRONG_PASSWORD, totpCode: right },
      jar,
    );
    expect(inNewChallenge.statusCode).toBe(200);
  });

  it('checks no code without a challenge opened by the password', async () => {
    const agent = await enrolledAgent(ctx);
    const oneShot = await login(
      { email: agent.email, password: STRONG_PASSWORD, totpCode: codeFor(agent.secret, 1) },
      new CookieJar(),
    );
    expect(oneShot.json().code).toBe('totp_required');
    // A challenge is one account's: another agent's cannot be borrowed.
    const other = await enrolledAgent(ctx);
    const { jar } = await guess(other.email, []);
    const borrowed = await login(
      { email: agent.email, password: STRONG_PASSWORD, totpCode: codeFor(agent.secret, 1) },
      jar,
    );
    expect(borrowed.json().code).toBe('totp_required');
  });

  it('locks codes for the account after 10 wrong ones in an hour (429 with Retry-After) and emails the agent once', async () => {
    const agent = await enrolledAgent(ctx);
    const wrong = wrongCode(agent.secret);
    await guess(agent.email, Array(5).fill(wrong));
    const { answers } = await guess(agent.email, Array(5).fill(wrong));
    const tenth = answers[4]!;
    expect(tenth.statusCode).toBe(429);
    expect(tenth.json()).toEqual({
      error:
        'Too many wrong verification codes. For your security, sign-in with a code is locked for up to an hour.',
      code: 'totp_locked',
    });
    const retryAfter = Number(tenth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);

    // Even the right code waits; so does a recovery code.
    const { answers: later } = await guess(agent.email, [
      codeFor(agent.secret, 1),
      agent.recoveryCodes[0]!,
      wrong,
    ]);
    expect(later.map((answer) => answer.statusCode)).toEqual([429, 429, 429]);

    const emails = await lockEmails(agent.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ language: 'en', params: { firstName: 'Lucía' } });
  });

  it('verifies at most 10 codes of a parallel burst, each in its own challenge', async () => {
    const agent = await enrolledAgent(ctx);
    const wrong = wrongCode(agent.secret);
    const jars: CookieJar[] = [];
    for (let i = 0; i < 30; i++) jars.push((await guess(agent.email, [])).jar);
    // From as many addresses, so the password throttle (counted before the password is checked)
    // lets them all reach their codes.
    const answers = await Promise.all(
      jars.map((jar, i) =>
        ctx.post(
          '/functions/auth-login',
          { email: agent.email, password: STRONG_PASSWORD, totpCode: wrong },
          jar,
          { remoteAddress: `10.0.0.${i + 1}` },
        ),
      ),
    );
    const codes = answers.map((answer) => answer.json().code as string);
    // Nine wrong codes are told so; the tenth engages the lock; the other twenty wait for it.
    expect(codes.filter((code) => code === 'totp_invalid')).toHaveLength(9);
    expect(codes.filter((code) => code === 'totp_locked')).toHaveLength(21);
    expect(await lockEmails(agent.email)).toHaveLength(1);
  });

  it('counts guesses made from the settings page against the same lock', async () => {
    const agent = await enrolledAgent(ctx);
    const wrong = wrongCode(agent.secret);
    await guess(agent.email, Array(5).fill(wrong));
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const answer = await ctx.post(
        '/functions/totp-disable',
        { currentPassword: STRONG_PASSWORD, code: wrong },
        agent.jar,
      );
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const right = await ctx.post(
      '/functions/totp-disable',
      { currentPassword: STRONG_PASSWORD, code: codeFor(agent.secret, 1) },
      agent.jar,
    );
    expect(right.json().code).toBe('totp_locked');
    expect(await lockEmails(agent.email)).toHaveLength(1);
  });

  it('gives the owner a fresh start after a password reset', async () => {
    const agent = await enrolledAgent(ctx);
    const wrong = wrongCode(agent.secret);
    await guess(agent.email, Array(5).fill(wrong));
    await guess(agent.email, Array(5).fill(wrong));
    const link = await requestReset(ctx, agent.email);
    const reset = await ctx.post('/functions/reset-password', {
      password: OTHER_PASSWORD,
      access_token: link.access_token,
      refresh_token: link.refresh_token,
    });
    expect(reset.statusCode).toBe(200);
    const jar = new CookieJar();
    await login({ email: agent.email, password: OTHER_PASSWORD }, jar);
    const answer = await login(
      { email: agent.email, password: OTHER_PASSWORD, totpCode: codeFor(agent.secret, 1) },
      jar,
    );
    expect(answer.statusCode).toBe(200);
  });

  it('lets a right code through after a few wrong ones', async () => {
    const agent = await enrolledAgent(ctx);
    const wrong = wrongCode(agent.secret);
    const { answers } = await guess(agent.email, [wrong, wrong, codeFor(agent.secret, 0)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 200]);
    const { answer } = await signInWithCode(ctx, agent.email, codeFor(agent.secret, 1));
    expect(answer.statusCode).toBe(200);
  });
});
