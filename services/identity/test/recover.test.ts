import { hostileLocations } from '@nomada/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApplicant, uniqueEmail } from './support/factories';
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
  ctx.messaging.delayMs = 0;
});

const requestReset = (email: string, redirectTo?: string) =>
  requestResetFor(ctx, email, redirectTo);

describe('POST /auth/recover', () => {
  it('emails a reset link on the public origin for an existing account', async () => {
    const applicant = await createApplicant(ctx);
    const link = await requestReset(applicant.email.toUpperCase());
    expect(link.mail).toMatchObject({
      template: 'password-reset',
      to: applicant.email,
      language: 'en',
    });
    expect(link.mail.params.firstName).toBe('Ana');
    expect(`${link.url.origin}${link.url.pathname}`).toBe('http://localhost:8080/reset-password');
    expect(link.type).toBe('recovery');
    expect(link.access_token).toHaveLength(43);
    expect(link.refresh_token).toHaveLength(43);

    const stored = await ctx.db.selectFrom('identity.password_reset_tokens').selectAll().execute();
    const serialized = JSON.stringify(stored);
    expect(serialized).not.toContain(link.access_token);
    expect(serialized).not.toContain(link.refresh_token);
  });

  it('answers success for an unknown email and sends nothing', async () => {
    const response = await ctx.post('/auth/recover', { email: uniqueEmail('ghost') });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    await ctx.app.background.settled();
    expect(ctx.messaging.emails).toEqual([]);
  });

  it('answers before the work is done, so an existing account takes no longer than an unknown one', async () => {
    const applicant = await createApplicant(ctx);
    ctx.messaging.emails.length = 0;
    ctx.messaging.delayMs = 1_500;
    try {
      const started = Date.now();
      const response = await ctx.post('/auth/recover', { email: applicant.email });
      expect(response.json()).toEqual({ success: true });
      // The email hand-off alone takes 1.5 s; the answer does not wait for it.
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(ctx.messaging.emails).toEqual([]);
      await ctx.app.background.settled();
      expect(ctx.messaging.emails).toHaveLength(1);
    } finally {
      ctx.messaging.delayMs = 0;
    }
  });

  it('honours redirect_to only on the product origin', async () => {
    const applicant = await createApplicant(ctx);
    const own = await requestReset(applicant.email, 'http://localhost:8080/es/reset-password');
    expect(own.url.pathname).toBe('/es/reset-password');
    const foreign = await requestReset(applicant.email, 'https://evil.example/steal');
    expect(foreign.url.origin).toBe('http://localhost:8080');
    expect(foreign.url.pathname).toBe('/reset-password');
  });

  it('mails a link to a page of our origin whatever redirect_to says (the takeover of issue 25)', async () => {
    const origin = 'http://localhost:8080';
    for (const hostile of hostileLocations(origin)) {
      const applicant = await createApplicant(ctx);
      if (hostile.length > 2000) {
        const refused = await ctx.post('/auth/recover', {
          email: applicant.email,
          redirect_to: hostile,
        });
        expect(refused.statusCode).toBe(400);
        continue;
      }
      const link = await requestReset(applicant.email, hostile);
      expect(link.url.origin, hostile).toBe(origin);
      expect(link.url.pathname, hostile).toBe('/reset-password');
      expect(link.mail.params.resetUrl.startsWith(`${origin}/reset-password#`), hostile).toBe(true);
    }
  });

  it('answers success even when messaging is down', async () => {
    const applicant = await createApplicant(ctx);
    ctx.messaging.failing = true;
    const response = await ctx.post('/auth/recover', { email: applicant.email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
  });

  it.each([
    [{}, 'Email is required'],
    [{ email: 'nope' }, 'Please enter a valid email address'],
  ])('answers 400 for %j', async (body, message) => {
    const response = await ctx.post('/auth/recover', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it('throttles repeated requests per email, known or not, with Retry-After', async () => {
    for (const email of [(await createApplicant(ctx)).email, uniqueEmail('ghost')]) {
      for (let attempt = 0; attempt < 3; attempt++) {
        expect((await ctx.post('/auth/recover', { email })).statusCode).toBe(200);
      }
      const refused = await ctx.post('/auth/recover', { email: email.toUpperCase() });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toHaveProperty('error');
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
    }
  });
});
