import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokedSessionKey } from '@nomada/service-kit';
import { createApplicant, createSignedInAgent, OTHER_PASSWORD } from './support/factories';
import { createAccountServicesFake } from './support/account-services-fake';
import { createTestContext, type TestContext } from './support/test-context';

const services = createAccountServicesFake();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(
    { ERASURE_RELAY_INTERVAL_MS: '600000' },
    { accountServices: services },
  );
});
afterAll(() => ctx.close());

const erasuresOf = (userId: string) =>
  ctx.db
    .selectFrom('identity.account_erasures')
    .selectAll()
    .where('user_id', '=', userId)
    .execute();

describe('POST /functions/account-delete', () => {
  it('refuses a wrong password with 400 and keeps everything', async () => {
    const applicant = await createApplicant(ctx);
    const response = await ctx.post(
      '/functions/account-delete',
      { password: OTHER_PASSWORD },
      applicant.jar,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'Current password is incorrect',
      code: 'current_password_incorrect',
    });
    const session = await ctx.post('/functions/auth-session', undefined, applicant.jar);
    expect(session.json().user.id).toBe(applicant.userId);
    expect(await erasuresOf(applicant.userId)).toEqual([]);
  });

  it('is for a signed-in applicant: 401 signed out, 403 for agents', async () => {
    expect((await ctx.post('/functions/account-delete', { password: 'x' })).statusCode).toBe(401);
    const agent = await createSignedInAgent(ctx);
    const response = await ctx.post(
      '/functions/account-delete',
      { password: 'Str0ng!Pass' },
      agent.jar,
    );
    expect(response.statusCode).toBe(403);
  });

  it('emails first, then forgets the person everywhere and revokes every session at once', async () => {
    const applicant = await createApplicant(ctx);
    // A second device signed in too.
    const other = await ctx.post('/functions/auth-login', {
      email: applicant.email,
      password: applicant.password,
    });
    const otherCookie = other.headers['set-cookie'];
    const sessions = await ctx.db
      .selectFrom('identity.sessions')
      .select('id')
      .where('user_id', '=', applicant.userId)
      .execute();
    expect(sessions).toHaveLength(2);

    const response = await ctx.post(
      '/functions/account-delete',
      { password: applicant.password },
      applicant.jar,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });

    const farewell = ctx.messaging.emails.filter((email) => email.to === applicant.email).at(-1);
    expect(farewell).toMatchObject({
      template: 'account-deleted',
      language: 'en',
      params: { firstName: 'Ana' },
    });

    const erased = services.erased.filter((call) => call.request.userId === applicant.userId);
    expect(erased.map((call) => call.service).sort()).toEqual(['documents', 'messaging', 'review']);
    const pseudonyms = new Set(erased.map((call) => call.request.pseudonym));
    expect(pseudonyms.size).toBe(1);
    expect([...pseudonyms][0]).toMatch(/^deleted-[0-9a-f]{8}$/);
    expect(erased[0]?.request).toMatchObject({ email: applicant.email, names: ['Ana', 'García'] });

    for (const { id } of sessions)
      expect(await ctx.redis.exists(revokedSessionKey(ctx.config.REDIS_PREFIX, id))).toBe(1);
    expect(await erasuresOf(applicant.userId)).toEqual([]);
    for (const table of ['identity.users', 'identity.sessions'] as const) {
      const column = table === 'identity.users' ? 'id' : 'user_id';
      const rows = await ctx.db
        .selectFrom(table)
        .select(column)
        .where(column, '=', applicant.userId)
        .execute();
      expect(rows).toEqual([]);
    }

    const login = await ctx.post('/functions/auth-login', {
      email: applicant.email,
      password: applicant.password,
    });
    expect(login.statusCode).toBe(401);
    const stale = await ctx.post('/functions/update-profile', { first_name: 'Ana' }, applicant.jar);
    expect(stale.statusCode).toBe(401);
    const otherSession = await ctx.app.inject({
      method: 'POST',
      url: '/functions/auth-session',
      headers: {
        cookie: (Array.isArray(otherCookie) ? otherCookie : [otherCookie ?? ''])
          .map((cookie) => cookie.split(';')[0])
          .join('; '),
      },
    });
    expect(otherSession.json().user).toBeNull();
  });

  it('answers 503 and deletes nothing while messaging cannot take the confirmation email', async () => {
    const applicant = await createApplicant(ctx);
    ctx.messaging.failing = true;
    try {
      const response = await ctx.post(
        '/functions/account-delete',
        { password: applicant.password },
        applicant.jar,
      );
      expect(response.statusCode).toBe(503);
    } finally {
      ctx.messaging.failing = false;
    }
    const session = await ctx.post('/functions/auth-session', undefined, applicant.jar);
    expect(session.json().user.id).toBe(applicant.userId);
  });

  it('retries a service that did not confirm until it does, then forgets the erasure itself', async () => {
    const applicant = await createApplicant(ctx);
    services.down.add('documents');
    try {
      const response = await ctx.post(
        '/functions/account-delete',
        { password: applicant.password },
        applicant.jar,
      );
      expect(response.statusCode).toBe(200);
    } finally {
      services.down.delete('documents');
    }
    const [waiting] = await erasuresOf(applicant.userId);
    expect(waiting?.pending).toEqual(['documents']);
    expect(waiting?.last_error).toContain('documents');
    await ctx.db
      .updateTable('identity.account_erasures')
      .set({ next_attempt_at: new Date() })
      .where('user_id', '=', applicant.userId)
      .execute();
    await ctx.app.erasures.runOnce();
    expect(await erasuresOf(applicant.userId)).toEqual([]);
    expect(
      services.erased.filter(
        (call) => call.request.userId === applicant.userId && call.service === 'documents',
      ),
    ).toHaveLength(1);
  });

  it('lets one of two simultaneous deletions through', async () => {
    const applicant = await createApplicant(ctx);
    const body = { password: applicant.password };
    const answers = await Promise.all([
      ctx.post('/functions/account-delete', body, applicant.jar),
      ctx.post('/functions/account-delete', body, applicant.jar),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect([200, 401]).toContain(statuses[1]);
    expect(
      services.erased.filter(
        (call) => call.request.userId === applicant.userId && call.service === 'review',
      ),
    ).toHaveLength(1);
  });
});
