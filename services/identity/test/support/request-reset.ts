import { expect } from 'vitest';
import type { TestContext } from './test-context';

/** Requests a reset email and reads the tokens out of the link, as the reset page does. */
export async function requestReset(ctx: TestContext, email: string, redirectTo?: string) {
  const response = await ctx.post('/auth/recover', {
    email,
    ...(redirectTo ? { redirect_to: redirectTo } : {}),
  });
  expect(response.json()).toEqual({ success: true });
  await ctx.app.background.settled();
  const mail = ctx.messaging.emails.at(-1);
  if (!mail || mail.template !== 'password-reset') throw new Error('no reset email was sent');
  const url = new URL(mail.params.resetUrl);
  const hash = new URLSearchParams(url.hash.slice(1));
  return {
    mail,
    url,
    access_token: hash.get('access_token') ?? '',
    refresh_token: hash.get('refresh_token') ?? '',
    type: hash.get('type'),
  };
}
