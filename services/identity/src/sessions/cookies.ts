import type { FastifyReply } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { SessionCookieNames } from '@nomada/service-kit';
import type { IssuedSession } from './session-manager';

/** The refresh cookie only travels to `/functions/*`, where auth-session and logout live. */
export const REFRESH_COOKIE_PATH = '/functions';

export type CookieSettings = { secure: boolean; names: SessionCookieNames };

function baseOptions(secure: boolean, path: string, httpOnly = true): CookieSerializeOptions {
  return { httpOnly, sameSite: 'lax', secure, path };
}

/** The signed-in hint is for the page's own script (session-hint.ts in the contracts). */
const hintOptions = (secure: boolean) => baseOptions(secure, '/', false);

const secondsUntil = (date: Date) => Math.max(0, Math.floor((date.getTime() - Date.now()) / 1000));

/**
 * Sets the access cookie, and the refresh cookie with the signed-in hint beside it when a new refresh
 * token was issued.
 */
export function setSessionCookies(
  reply: FastifyReply,
  issued: Pick<IssuedSession, 'access' | 'refreshToken' | 'sessionExpiresAt'>,
  { secure, names }: CookieSettings,
): void {
  reply.setCookie(names.access, issued.access.token, {
    ...baseOptions(secure, '/'),
    maxAge: secondsUntil(issued.access.expiresAt),
  });
  if (issued.refreshToken) {
    reply.setCookie(names.refresh, issued.refreshToken, {
      ...baseOptions(secure, REFRESH_COOKIE_PATH),
      maxAge: secondsUntil(issued.sessionExpiresAt),
    });
    reply.setCookie(names.hint, '1', {
      ...hintOptions(secure),
      maxAge: secondsUntil(issued.sessionExpiresAt),
    });
  }
}

export function clearSessionCookies(reply: FastifyReply, { secure, names }: CookieSettings): void {
  reply.clearCookie(names.access, baseOptions(secure, '/'));
  reply.clearCookie(names.refresh, baseOptions(secure, REFRESH_COOKIE_PATH));
  reply.clearCookie(names.hint, hintOptions(secure));
}
