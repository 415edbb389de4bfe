import { request as newRequest } from '@playwright/test';
import { expect, test } from './fixtures';

/** Copies the cookies a response set, to replay them later from a fresh client. */
async function signedInCookies(baseURL: string, email: string, password: string) {
  const client = await newRequest.newContext({ baseURL });
  const login = await client.post('/functions/auth-login', { data: { email, password } });
  expect(login.status()).toBe(200);
  const state = await client.storageState();
  return {
    client,
    cookieHeader: state.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '),
  };
}

test('logout kills the old cookies at once', async ({ baseURL, approvedApplicant }) => {
  const { client, cookieHeader } = await signedInCookies(
    baseURL!,
    approvedApplicant.email,
    approvedApplicant.password,
  );
  expect((await (await client.post('/functions/auth-session')).json()).user).not.toBeNull();
  expect((await client.post('/functions/auth-logout')).status()).toBe(200);

  const replay = await newRequest.newContext({
    baseURL,
    extraHTTPHeaders: { cookie: cookieHeader },
  });
  const session = await replay.post('/functions/auth-session');
  expect(await session.json()).toEqual({ user: null, session: null, profile: null, role: null });
  const change = await replay.post('/functions/change-password', {
    data: { currentPassword: approvedApplicant.password, newPassword: 'Hijacked1!' },
  });
  expect(change.status()).toBe(401);
});

test('a password change kills the old cookies and keeps the caller signed in', async ({
  baseURL,
  approvedApplicant,
}) => {
  const { client, cookieHeader } = await signedInCookies(
    baseURL!,
    approvedApplicant.email,
    approvedApplicant.password,
  );
  const change = await client.post('/functions/change-password', {
    data: { currentPassword: approvedApplicant.password, newPassword: 'Changed-pass1!' },
  });
  expect(change.status()).toBe(200);
  expect((await (await client.post('/functions/auth-session')).json()).user?.email).toBe(
    approvedApplicant.email,
  );

  const replay = await newRequest.newContext({
    baseURL,
    extraHTTPHeaders: { cookie: cookieHeader },
  });
  expect((await (await replay.post('/functions/auth-session')).json()).user).toBeNull();
});
