import { expect } from 'vitest';
import { stepAt, totpCode } from '../../src/security/totp';
import { CookieJar } from './cookie-jar';
import { createSignedInAgent, STRONG_PASSWORD } from './factories';
import type { TestContext } from './test-context';

/** A code for a step later than any used so far in a test (each code is accepted once). */
export const codeFor = (secret: string, stepOffset: number) =>
  totpCode(secret, stepAt(Date.now()) + stepOffset);

/** Six digits the app does not show around now, so they are always a wrong guess. */
export function wrongCode(secret: string): string {
  const valid = new Set([-2, -1, 0, 1, 2].map((offset) => codeFor(secret, offset)));
  for (let guess = 0; ; guess++) {
    const candidate = String(guess).padStart(6, '0');
    if (!valid.has(candidate)) return candidate;
  }
}

/** An agent who turned two-factor sign-in on through the API, as the settings page does. */
export async function enrolledAgent(ctx: TestContext) {
  const agent = await createSignedInAgent(ctx);
  const setup = await ctx.post(
    '/functions/totp-setup',
    { currentPassword: STRONG_PASSWORD },
    agent.jar,
  );
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const enabled = await ctx.post(
    '/functions/totp-enable',
    { code: codeFor(secret, -1) },
    agent.jar,
  );
  expect(enabled.statusCode).toBe(200);
  const { recoveryCodes } = enabled.json() as { recoveryCodes: string[] };
  return { ...agent, secret, recoveryCodes };
}

/** Signs in as the sign-in page does: the password, then (asked for it) the code, in one jar. */
export async function signInWithCode(
  ctx: TestContext,
  email: string,
  code: string,
  jar = new CookieJar(),
) {
  const asked = await ctx.post('/functions/auth-login', { email, password: STRONG_PASSWORD }, jar);
  expect(asked.json().code).toBe('totp_required');
  const answer = await ctx.post(
    '/functions/auth-login',
    { email, password: STRONG_PASSWORD, totpCode: code },
    jar,
  );
  return { answer, jar };
}
