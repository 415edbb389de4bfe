import type { FastifyReply } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '@nomada/service-kit';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS } from '@nomada/contracts';

/** The refresh cookie only travels to `/functions/*`, where auth-session and logout live. */
export const REFRESH_COOKIE_PATH = '/functions';

function baseOptions(secure: boolean, path: string): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', secure, path };
}

export function setAccessCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(ACCESS_COOKIE, token, {
    ...baseOptions(secure, '/'),
    maxAge: ACCESS_TOKEN_TTL_SECONDS,
  });
}

export function setRefreshCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    ...baseOptions(secure, REFRESH_COOKIE_PATH),
    maxAge: REFRESH_TOKEN_TTL_SECONDS,
  });
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(ACCESS_COOKIE, baseOptions(secure, '/'));
  reply.clearCookie(REFRESH_COOKIE, baseOptions(secure, REFRESH_COOKIE_PATH));
}

export function setSessionCookies(
  reply: FastifyReply,
  issued: { access: { token: string }; refreshToken: string },
  secure: boolean,
): void {
  setAccessCookie(reply, issued.access.token, secure);
  setRefreshCookie(reply, issued.refreshToken, secure);
}
