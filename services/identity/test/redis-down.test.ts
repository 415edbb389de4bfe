import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_COOKIE, revokedSessionKey } from '@nomada/service-kit';
import { startPrivateRedis } from '@nomada/service-kit/testing';
import { CookieJar } from './support/cookie-jar';
import { createApplicant, OTHER_PASSWORD, STRONG_PASSWORD } from './support/factories';
import { requestReset } from './support/request-reset';
import { createTestContext, type TestContext } from './support/test-context';
import { codeFor, enrolledAgent, wrongCode } from './support/two-factor';

let ctx: TestContext;
let redis: Awaited<ReturnType<typeof startPrivateRedis>>;

beforeAll(async () => {
  redis = await startPrivateRedis();
  ctx = await createTestContext({ REDIS_URL: redis.url });
});
afterAll(async () => {
  await ctx.close();
  await redis.stop();
});

const sessionIdOf = (jarCookie: string | undefined) =>
  ctx.app.jwt.decode<{ sid: string }>(jarCookie ?? '')?.sid ?? '';

async function outbox(): Promise<string[]> {
  const rows = await ctx.db.selectFrom('identity.revocation_outbox').select('session_id').execute();
  return rows.map((row) => row.session_id);
}

describe('while Redis is down', () => {
  it('never reports a sign-out, reset or sign-in as done, and publishes the revocations once Redis is back', async () => {
    const leaving = await createApplicant(ctx);
    const resetting = await createApplicant(ctx);
    const link = await requestReset(ctx, resetting.email);
    const leavingSession = sessionIdOf(leaving.jar.get(ACCESS_COOKIE));
    const resettingSession = sessionIdOf(resetting.jar.get(ACCESS_COOKIE));

    await redis.stop();

    const logout = await ctx.post('/functions/auth-logout', undefined, leaving.jar.clone());
    expect(logout.statusCode).toBe(503);
    expect(logout.json()).toMatchObject({ code: 'unavailable' });

    const reset = await ctx.post('/functions/reset-password', {
      password: OTHER_PASSWORD,
      access_token: link.access_token,
      refresh_token: link.refresh_token,
    });
    expect(reset.statusCode).toBe(503);

    const login = await ctx.post('/functions/auth-login', {
      email: leaving.email,
      password: leaving.password,
    });
    expect(login.statusCode).toBe(503);
    expect(login.json()).toEqual({
      error: 'Service temporarily unavailable. Please try again.',
      code: 'unavailable',
    });
    expect(login.cookies).toEqual([]);

    // The database holds both revocations, waiting for Redis.
    expect((await outbox()).sort()).toEqual([leavingSession, resettingSession].sort());

    await redis.start();
    await ctx.redis.ping();
    // The service's own Redis client may still be reconnecting (a relay pass then times out and
    // keeps the rows): pass again, as the relay's timer does, until the outbox is empty.
    let relayed = 0;
    for (let pass = 0; pass < 40 && (await outbox()).length > 0; pass++) {
      relayed += await ctx.app.revocations.relayOnce().catch(() => 0);
      if ((await outbox()).length > 0) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(relayed).toBe(2);
    expect(await outbox()).toEqual([]);
    for (const sessionId of [leavingSession, resettingSession])
      expect(await ctx.redis.exists(revokedSessionKey(ctx.config.REDIS_PREFIX, sessionId))).toBe(1);
  });

  it('keeps counting wrong two-factor codes in PostgreSQL: the lock still engages, and the agent is told', async () => {
    const agent = await enrolledAgent(ctx);
    const wrong = wrongCode(agent.secret);
    await redis.stop();
    try {
      const statuses: number[] = [];
      for (let challenge = 0; challenge < 3; challenge++) {
        const jar = new CookieJar();
        const body = { email: agent.email, password: STRONG_PASSWORD };
        expect((await ctx.post('/functions/auth-login', body, jar)).json().code).toBe(
          'totp_required',
        );
        for (let i = 0; i < 4; i++)
          statuses.push(
            (await ctx.post('/functions/auth-login', { ...body, totpCode: wrong }, jar)).statusCode,
          );
      }
      expect(statuses).toEqual([...Array(9).fill(401), 429, 429, 429]);
      const jar = new CookieJar();
      const body = { email: agent.email, password: STRONG_PASSWORD };
      await ctx.post('/functions/auth-login', body, jar);
      const right = await ctx.post(
        '/functions/auth-login',
        { ...body, totpCode: codeFor(agent.secret, 1) },
        jar,
      );
      expect(right.json().code).toBe('totp_locked');
      await ctx.app.background.settled();
      expect(
        ctx.messaging.emails.filter((email) => email.template === 'two-factor-locked'),
      ).toHaveLength(1);
    } finally {
      await redis.start();
    }
  });
});
