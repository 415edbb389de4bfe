import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '@nomada/service-kit';
import { SESSION_REFRESH_INTERVAL_MS, SIGNED_IN_HINT_COOKIE } from '@nomada/contracts';
import { CookieJar } from './support/cookie-jar';
import { createApplicant, createSignedInAgent } from './support/factories';
import { createTestContext, type TestContext } from './support/test-context';
import { tokenHash } from '../src/security/tokens';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.useRealTimers();
});

const MINUTE = 60_000;
const SIGNED_OUT = { user: null, session: null, profile: null, role: null };
const session = (jar: CookieJar) => ctx.post('/functions/auth-session', undefined, jar);
const cookieNames = (answer: { cookies: { name: string }[] }) =>
  answer.cookies.map((cookie) => cookie.name).sort();

/** The clock the service and the cookie jar read moves; PostgreSQL's own clock does not need to. */
function useMovableClock() {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  return (ms: number) => vi.setSystemTime(Date.now() + ms);
}

/** An access token for the jar's session that expires in `seconds`, as one close to its end would. */
function withShortAccess(jar: CookieJar, userId: string, seconds: number): string {
  const { sid } = ctx.app.jwt.decode<{ sid: string }>(jar.get(ACCESS_COOKIE) ?? '') ?? { sid: '' };
  const token = ctx.app.jwt.sign({ sub: userId, sid, role: 'applicant' }, { expiresIn: seconds });
  jar.set(ACCESS_COOKIE, token);
  return token;
}

async function refreshTokenUsed(token: string): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('identity.refresh_tokens')
    .select('used_at')
    .where('token_hash', '=', tokenHash(token))
    .executeTakeFirstOrThrow();
  return row.used_at !== null;
}

describe('renewing the access cookie', () => {
  it('never renews an access cookie presented without the refresh cookie', async () => {
    const applicant = await createApplicant(ctx);
    const thief = applicant.jar.clone().delete(REFRESH_COOKIE);
    const stolen = withShortAccess(thief, applicant.userId, 120);

    const answer = await session(thief);
    // Still valid for two minutes, so still signed in; but nothing new was minted.
    expect(answer.json()).toMatchObject({ user: { id: applicant.userId } });
    expect(answer.cookies).toEqual([]);
    const { exp } = ctx.app.jwt.decode<{ exp: number }>(stolen) ?? { exp: 0 };
    expect(answer.json().session.expires_at).toBe(new Date(exp * 1000).toISOString());
  });

  it('renews near expiry by rotating the refresh token: a new pair, the old refresh token spent', async () => {
    const applicant = await createApplicant(ctx);
    const oldRefresh = applicant.jar.get(REFRESH_COOKIE) ?? '';
    const shortLived = withShortAccess(applicant.jar, applicant.userId, 120);

    const answer = await session(applicant.jar);
    expect(answer.json()).toMatchObject({ user: { id: applicant.userId } });
    expect(cookieNames(answer)).toEqual(
      [ACCESS_COOKIE, SIGNED_IN_HINT_COOKIE, REFRESH_COOKIE].sort(),
    );
    expect(applicant.jar.get(ACCESS_COOKIE)).not.toBe(shortLived);
    expect(applicant.jar.get(REFRESH_COOKIE)).not.toBe(oldRefresh);
    expect(await refreshTokenUsed(oldRefresh)).toBe(true);
    const expiresAt = new Date(answer.json().session.expires_at).getTime();
    expect(expiresAt - Date.now()).toBeGreaterThan(10 * MINUTE);
  });

  it('leaves an access cookie with time to spare alone, refresh cookie or not', async () => {
    const applicant = await createApplicant(ctx);
    const refresh = applicant.jar.get(REFRESH_COOKIE) ?? '';
    const answer = await session(applicant.jar);
    expect(answer.cookies).toEqual([]);
    expect(await refreshTokenUsed(refresh)).toBe(false);
  });

  it('lets a stolen access cookie die with its 15 minutes while its owner stays signed in', async () => {
    const applicant = await createApplicant(ctx);
    const thief = new CookieJar().set(ACCESS_COOKIE, applicant.jar.get(ACCESS_COOKIE) ?? '');
    const advance = useMovableClock();

    advance(11 * MINUTE);
    const thiefEarly = await session(thief);
    expect(thiefEarly.json().user).toMatchObject({ id: applicant.userId });
    expect(thiefEarly.cookies).toEqual([]);
    const ownerEarly = await session(applicant.jar);
    expect(cookieNames(ownerEarly)).toContain(REFRESH_COOKIE);

    advance(5 * MINUTE);
    const thiefLate = await session(thief);
    expect(thiefLate.json()).toEqual(SIGNED_OUT);
    const thiefCall = await ctx.post(
      '/functions/update-profile',
      { first_name: 'Eve', last_name: 'Thief' },
      thief,
    );
    expect(thiefCall.statusCode).toBe(401);
    expect((await session(applicant.jar)).json().user).toMatchObject({ id: applicant.userId });
  });

  it("catches a thief holding both cookies: the renewal they make meets the owner's at the reuse check", async () => {
    const applicant = await createApplicant(ctx);
    const thief = applicant.jar.clone();
    const advance = useMovableClock();

    advance(11 * MINUTE);
    expect(cookieNames(await session(thief))).toContain(REFRESH_COOKIE);
    advance(MINUTE);
    // The owner's renewal presents the refresh token the thief already spent: the session ends.
    expect((await session(applicant.jar)).json()).toEqual(SIGNED_OUT);
    expect((await session(thief)).json()).toEqual(SIGNED_OUT);
    const row = await ctx.db
      .selectFrom('identity.sessions')
      .select('revoke_reason')
      .where('user_id', '=', applicant.userId)
      .executeTakeFirstOrThrow();
    expect(row.revoke_reason).toBe('refresh-token-reuse');
  });

  it('keeps a signed-in browser signed in for hours, renewing every 15 minutes as the shell does', async () => {
    // An agent: the shortest idle timeout (30 minutes), so the renewals must also count as activity.
    const agent = await createSignedInAgent(ctx);
    const advance = useMovableClock();
    // The shell asks on load and then every 15 minutes; a tab opened later asks in between.
    const steps = [11, 15, 14, 15, 15, 13, 15, 15, 15, 15].map((minutes) => minutes * MINUTE);
    expect(Math.max(...steps)).toBeLessThanOrEqual(SESSION_REFRESH_INTERVAL_MS);
    let elapsed = 0;
    for (const step of steps) {
      advance(step);
      elapsed += step;
      const answer = await session(agent.jar);
      expect(answer.json().user, `after ${elapsed / MINUTE} min`).toMatchObject({
        id: agent.userId,
      });
      // The cookie the other calls need is there and accepted.
      const call = await ctx.post(
        '/functions/update-profile',
        { first_name: 'Lucía', last_name: 'Agente' },
        agent.jar,
      );
      expect(call.statusCode, `after ${elapsed / MINUTE} min`).toBe(200);
    }
    expect(elapsed).toBeGreaterThan(2 * 60 * MINUTE);
  });
});
