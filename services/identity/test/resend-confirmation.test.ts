import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplicant, createSignedInAgent } from './support/factories';
import { createTestContext, type TestContext } from './support/test-context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const resend = (jar?: Parameters<TestContext['post']>[2]) =>
  ctx.post('/functions/resend-confirmation', undefined, jar);

/** The token of the newest link sent to `to` with this template. */
function lastToken(to: string, template: 'registration-received' | 'email-confirmation') {
  const mail = ctx.messaging.emails
    .filter((email) => email.to === to && email.template === template)
    .at(-1);
  if (
    !mail ||
    (mail.template !== 'registration-received' && mail.template !== 'email-confirmation')
  )
    throw new Error(`no ${template} email`);
  return new URLSearchParams(new URL(mail.params.confirmUrl).hash.slice(1)).get('token') ?? '';
}

describe('POST /functions/resend-confirmation', () => {
  it('emails a new link; the one sent before stops working', async () => {
    const applicant = await createApplicant(ctx);
    const first = lastToken(applicant.email, 'registration-received');
    const response = await resend(applicant.jar);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const second = lastToken(applicant.email, 'email-confirmation');
    expect(second).not.toBe(first);

    expect((await ctx.post('/functions/confirm-email', { token: first })).statusCode).toBe(400);
    expect((await ctx.post('/functions/confirm-email', { token: second })).statusCode).toBe(200);
    const session = await ctx.post('/functions/auth-session', undefined, applicant.jar);
    expect(session.json().profile.email_confirmed).toBe(true);

    const again = await resend(applicant.jar);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'Your email address is already confirmed',
      code: 'already_confirmed',
    });
  });

  it('sends at most 3 an hour, then answers 429 with Retry-After', async () => {
    const applicant = await createApplicant(ctx);
    for (let i = 0; i < 3; i++) expect((await resend(applicant.jar)).statusCode).toBe(200);
    const sentBefore = ctx.messaging.emails.length;
    const refused = await resend(applicant.jar);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('confirmation_throttled');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(ctx.messaging.emails.length).toBe(sentBefore);
  });

  it('is for a signed-in applicant only', async () => {
    expect((await resend()).statusCode).toBe(401);
    const agent = await createSignedInAgent(ctx);
    expect((await resend(agent.jar)).statusCode).toBe(403);
  });

  it('answers 503 when messaging cannot take the email, so nobody is told it was sent', async () => {
    const applicant = await createApplicant(ctx);
    ctx.messaging.failing = true;
    try {
      expect((await resend(applicant.jar)).statusCode).toBe(503);
    } finally {
      ctx.messaging.failing = false;
    }
  });
});
