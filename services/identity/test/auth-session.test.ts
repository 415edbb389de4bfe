import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_COOKIE, REFRESH_COOKIE, revokedSessionKey } from '@nomada/service-kit';
import { CookieJar } from './support/cookie-jar';
import { createApplicant, createSignedInAgent } from './support/factories';
import { createTestContext, type TestContext } from './support/test-context';
import { REFRESH_REUSE_GRACE_MS } from '../src/sessions/session-manager';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const SIGNED_OUT = { user: null, session: null, profile: null, role: null };

/** Moves the "used" time of every refresh token of this user past the reuse grace window. */
async function ageUsedRefreshTokens(userId: string) {
  await ctx.db
    .updateTable('identity.refresh_tokens')
    .set({ used_at: new Date(Date.now() - REFRESH_REUSE_GRACE_MS - 1000) })
    .where('used_at', 'is not', null)
    .where('session_id', 'in', (eb) =>
      eb.selectFrom('identity.sessions').select('id').where('user_id', '=', userId),
    )
    .execute();
}
const session = (jar?: CookieJar) => ctx.post('/functions/auth-session', undefined, jar);

describe('POST /functions/auth-session', () => {
  it('answers 200 with all four null when signed out', async () => {
    const response = await session();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SIGNED_OUT);
  });

  it('treats forged or garbage cookies as signed out and clears them', async () => {
    const jar = new CookieJar().set(ACCESS_COOKIE, 'garbage').set(REFRESH_COOKIE, 'also-garbage');
    const response = await session(jar);
    expect(response.json()).toEqual(SIGNED_OUT);
    expect(jar.header()).toBe('');
  });

  it('answers the signed-in user without touching a fresh access cookie', async () => {
    const applicant = await createApplicant(ctx);
    const response = await session(applicant.jar);
    expect(response.json()).toMatchObject({ user: { id: applicant.userId }, role: 'applicant' });
    expect(response.cookies).toEqual([]);
  });

  it('rotates the refresh token when the access cookie is gone', async () => {
    const applicant = await createApplicant(ctx);
    const firstRefresh = applicant.jar.get(REFRESH_COOKIE);
    applicant.jar.delete(ACCESS_COOKIE);
    const response = await session(applicant.jar);
    expect(response.json()).toMatchObject({ user: { id: applicant.userId }, role: 'applicant' });
    expect(applicant.jar.get(ACCESS_COOKIE)).toBeTruthy();
    expect(applicant.jar.get(REFRESH_COOKIE)).toBeTruthy();
    expect(applicant.jar.get(REFRESH_COOKIE)).not.toBe(firstRefresh);

    const stored = await ctx.db
      .selectFrom('identity.refresh_tokens')
      .select('token_hash')
      .execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(firstRefresh);
  });

  it('signs out when the refresh token has expired', async () => {
    const applicant = await createApplicant(ctx);
    await ctx.db
      .updateTable('identity.refresh_tokens as t')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('t.session_id', 'in', (eb) =>
        eb.selectFrom('identity.sessions').select('id').where('user_id', '=', applicant.userId),
      )
      .execute();
    applicant.jar.delete(ACCESS_COOKIE);
    expect((await session(applicant.jar)).json()).toEqual(SIGNED_OUT);
  });

  it('revokes the whole session when a refresh token is presented twice', async () => {
    const applicant = await createApplicant(ctx);
    const stolen = applicant.jar.clone().delete(ACCESS_COOKIE);

    const legit = applicant.jar.delete(ACCESS_COOKIE);
    expect((await session(legit)).json().user).not.toBeNull();
    const afterRotation = legit.clone();
    await ageUsedRefreshTokens(applicant.userId);

    const replay = await session(stolen);
    expect(replay.json()).toEqual(SIGNED_OUT);

    // The pair issued by the legitimate rotation is dead too: access and refresh.
    expect((await session(afterRotation.clone())).json()).toEqual(SIGNED_OUT);
    expect((await session(afterRotation.clone().delete(ACCESS_COOKIE))).json()).toEqual(SIGNED_OUT);
    const changed = await ctx.post(
      '/functions/change-password',
      { currentPassword: 'Str0ng!Pass', newPassword: 'N3w!Password' },
      afterRotation.clone(),
    );
    expect(changed.statusCode).toBe(401);

    const { sid } = ctx.app.jwt.decode<{ sid: string }>(afterRotation.get(ACCESS_COOKIE) ?? '') ?? {
      sid: '',
    };
    expect(await ctx.redis.exists(revokedSessionKey(ctx.config.REDIS_PREFIX, sid))).toBe(1);
    const row = await ctx.db
      .selectFrom('identity.sessions')
      .select('revoke_reason')
      .where('id', '=', sid)
      .executeTakeFirst();
    expect(row?.revoke_reason).toBe('refresh-token-reuse');
  });

  it('lets two tabs refresh with the same token at once, keeping one refresh chain', async () => {
    const applicant = await createApplicant(ctx);
    const tabA = applicant.jar.clone().delete(ACCESS_COOKIE);
    const tabB = applicant.jar.clone().delete(ACCESS_COOKIE);
    const [first, second] = await Promise.all([session(tabA), session(tabB)]);
    expect(first.json().user).toMatchObject({ id: applicant.userId });
    expect(second.json().user).toMatchObject({ id: applicant.userId });

    // Only one answer carries a refresh token: the session never holds two independent chains.
    const refreshAnswers = [first, second].filter((answer) =>
      answer.cookies.some((cookie) => cookie.name === REFRESH_COOKIE),
    );
    expect(refreshAnswers).toHaveLength(1);
    const unused = await ctx.db
      .selectFrom('identity.refresh_tokens as t')
      .innerJoin('identity.sessions as s', 's.id', 't.session_id')
      .select('t.id')
      .where('s.user_id', '=', applicant.userId)
      .where('t.used_at', 'is', null)
      .execute();
    expect(unused).toHaveLength(1);

    // The browser's jar keeps what both answers set, and keeps working after the grace window.
    const browser = applicant.jar.clone().update(first).update(second).delete(ACCESS_COOKIE);
    await ageUsedRefreshTokens(applicant.userId);
    expect((await session(browser)).json().user).toMatchObject({ id: applicant.userId });
  });

  it('ends a session at its absolute lifetime, however active it is', async () => {
    const applicant = await createApplicant(ctx);
    await ctx.db
      .updateTable('identity.sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', applicant.userId)
      .execute();
    expect((await session(applicant.jar.clone())).json()).toEqual(SIGNED_OUT);
    expect((await session(applicant.jar.clone().delete(ACCESS_COOKIE))).json()).toEqual(SIGNED_OUT);
  });

  it('ends a session left idle longer than its idle timeout', async () => {
    const applicant = await createApplicant(ctx);
    const { idle_timeout_seconds } = await ctx.db
      .selectFrom('identity.sessions')
      .select('idle_timeout_seconds')
      .where('user_id', '=', applicant.userId)
      .executeTakeFirstOrThrow();
    expect(idle_timeout_seconds).toBe(24 * 60 * 60);
    await ctx.db
      .updateTable('identity.sessions')
      .set({ last_active_at: new Date(Date.now() - (idle_timeout_seconds + 60) * 1000) })
      .where('user_id', '=', applicant.userId)
      .execute();
    expect((await session(applicant.jar.clone().delete(ACCESS_COOKIE))).json()).toEqual(SIGNED_OUT);
  });

  it('gives agents 12 hours at most and 30 minutes of idleness, applicants 7 days and 24 hours', async () => {
    const agent = await createSignedInAgent(ctx);
    const applicant = await createApplicant(ctx);
    const lifetimes = await ctx.db
      .selectFrom('identity.sessions')
      .select(['user_id', 'created_at', 'expires_at', 'idle_timeout_seconds'])
      .where('user_id', 'in', [agent.userId, applicant.userId])
      .execute();
    const of = (userId: string) => {
      const row = lifetimes.find((entry) => entry.user_id === userId)!;
      return {
        absoluteHours: Math.round((row.expires_at.getTime() - row.created_at.getTime()) / 3.6e6),
        idleMinutes: row.idle_timeout_seconds / 60,
      };
    };
    expect(of(agent.userId)).toEqual({ absoluteHours: 12, idleMinutes: 30 });
    expect(of(applicant.userId)).toEqual({ absoluteHours: 7 * 24, idleMinutes: 24 * 60 });
  });

  it('keeps other sessions of the same user alive when one is revoked for reuse', async () => {
    const applicant = await createApplicant(ctx);
    const other = new CookieJar();
    await ctx.post(
      '/functions/auth-login',
      { email: applicant.email, password: applicant.password },
      other,
    );
    const stolen = applicant.jar.clone().delete(ACCESS_COOKIE);
    await session(applicant.jar.delete(ACCESS_COOKIE));
    await ageUsedRefreshTokens(applicant.userId);
    expect((await session(stolen)).json()).toEqual(SIGNED_OUT);
    expect((await session(other)).json().user).toMatchObject({ id: applicant.userId });
  });
});

describe('POST /functions/auth-logout', () => {
  it('revokes the session server-side so replayed cookies authorize nothing', async () => {
    const applicant = await createApplicant(ctx);
    const oldCookies = applicant.jar.clone();

    const response = await ctx.post('/functions/auth-logout', undefined, applicant.jar);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    // The signed-in hint goes with the tokens.
    expect(applicant.jar.header()).toBe('');

    expect((await session(oldCookies.clone())).json()).toEqual(SIGNED_OUT);
    expect((await session(oldCookies.clone().delete(ACCESS_COOKIE))).json()).toEqual(SIGNED_OUT);
    const changed = await ctx.post(
      '/functions/change-password',
      { currentPassword: 'Str0ng!Pass', newPassword: 'N3w!Password' },
      oldCookies.clone(),
    );
    expect(changed.statusCode).toBe(401);
    const profile = await ctx.post(
      '/functions/update-profile',
      { first_name: 'Eve', last_name: 'Thief' },
      oldCookies.clone(),
    );
    expect(profile.statusCode).toBe(401);
  });

  it('revokes the session from the refresh cookie alone', async () => {
    const applicant = await createApplicant(ctx);
    const oldCookies = applicant.jar.clone();
    await ctx.post(
      '/functions/auth-logout',
      undefined,
      applicant.jar.clone().delete(ACCESS_COOKIE),
    );
    expect((await session(oldCookies)).json()).toEqual(SIGNED_OUT);
  });

  it('answers success when already signed out', async () => {
    const response = await ctx.post('/functions/auth-logout');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
  });
});

describe('bodies of calls that take none', () => {
  it('accepts an empty JSON body, still refuses malformed JSON and proto poisoning', async () => {
    const empty = await ctx.post('/functions/auth-session', undefined, undefined, {
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual(SIGNED_OUT);

    const logout = await ctx.post('/functions/auth-logout', {});
    expect(logout.json()).toEqual({ success: true });

    const malformed = await ctx.post('/functions/auth-login', undefined, undefined, {
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.co",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      error: 'The request body is not valid JSON',
      code: 'invalid_json',
    });

    const poisoned = await ctx.post('/functions/auth-login', undefined, undefined, {
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__": {"admin": true}}',
    });
    expect(poisoned.statusCode).toBe(400);
  });
});
