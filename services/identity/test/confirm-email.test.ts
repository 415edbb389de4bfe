import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApplicant } from './support/factories';
import { createTestContext, type TestContext } from './support/test-context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => {
  ctx.messaging.emails.length = 0;
});

const confirm = (token: unknown) => ctx.post('/functions/confirm-email', { token });
const session = (jar: Parameters<TestContext['post']>[2]) =>
  ctx.post('/functions/auth-session', undefined, jar);

async function signUpAndReadLink() {
  const applicant = await createApplicant(ctx);
  const mail = ctx.messaging.emails.find(
    (email) => email.template === 'registration-received' && email.to === applicant.email,
  );
  if (!mail || mail.template !== 'registration-received') throw new Error('no signup email');
  const url = new URL(mail.params.confirmUrl);
  return { applicant, url, token: new URLSearchParams(url.hash.slice(1)).get('token') ?? '' };
}

describe('POST /functions/confirm-email', () => {
  it('confirms the address from the signup email link, once', async () => {
    const { applicant, url, token } = await signUpAndReadLink();
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:8080/confirm-email');
    expect((await session(applicant.jar)).json().profile.email_confirmed).toBe(false);

    const response = await confirm(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await session(applicant.jar)).json().profile.email_confirmed).toBe(true);

    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: 'This confirmation link is invalid or expired.',
      code: 'email_confirmation_invalid',
    });
  });

  it('refuses expired, unknown and malformed tokens without confirming anything', async () => {
    const { applicant, token } = await signUpAndReadLink();
    await ctx.db
      .updateTable('identity.email_confirmation_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', applicant.userId)
      .execute();
    expect((await confirm(token)).statusCode).toBe(400);
    for (const bad of ['nope', '', 42, 'x'.repeat(600)])
      expect((await confirm(bad)).statusCode).toBe(400);
    expect((await session(applicant.jar)).json().profile.email_confirmed).toBe(false);
    const stored = JSON.stringify(
      await ctx.db.selectFrom('identity.email_confirmation_tokens').selectAll().execute(),
    );
    expect(stored).not.toContain(token);
  });
});
