import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { deriveKey, safeEqual } from '@nomada/service-kit';
import { TOTP_CHALLENGE_TTL_SECONDS } from '../throttle-rules';

/** Only sign-in reads it: the cookie goes nowhere else. */
const CHALLENGE_COOKIE_PATH = '/functions/auth-login';

export type TotpChallenge = { id: string };

/**
 * The two-factor step of one sign-in. A right password for an account with two-factor sign-in opens
 * a challenge (an HttpOnly cookie, signed, bound to the account, 10 minutes); codes are checked only
 * inside one, and its wrong codes are counted by its id, so once it ends the password must be sent
 * again to get another. `<id>.<userId>.<expires>.<mac>`; the id is random and says nothing.
 */
export function createTotpChallenges(sessionSecret: string, secure: boolean) {
  const key = createHmac('sha256', deriveKey(sessionSecret, 'totp'))
    .update('sign-in-challenge')
    .digest();
  const cookieName = secure ? '__Secure-nomada_2fa' : 'nomada_2fa';
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  const options = {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: CHALLENGE_COOKIE_PATH,
  } as const;

  return {
    cookieName,

    /** Opens a challenge for the account and sets its cookie on the answer. */
    open(reply: FastifyReply, userId: string): void {
      const expires = Math.floor(Date.now() / 1000) + TOTP_CHALLENGE_TTL_SECONDS;
      const payload = `${randomBytes(16).toString('base64url')}.${userId}.${expires}`;
      reply.setCookie(cookieName, `${payload}.${mac(payload)}`, {
        ...options,
        maxAge: TOTP_CHALLENGE_TTL_SECONDS,
      });
    },

    /** The request's open challenge for this account; undefined when absent, forged, another's or expired. */
    read(request: FastifyRequest, userId: string): TotpChallenge | undefined {
      const parts = (request.cookies[cookieName] ?? '').split('.');
      if (parts.length !== 4) return undefined;
      const [id, owner, expires, signature] = parts as [string, string, string, string];
      if (!safeEqual(signature, mac(`${id}.${owner}.${expires}`))) return undefined;
      if (owner !== userId || Number(expires) * 1000 <= Date.now()) return undefined;
      return { id };
    },

    close(reply: FastifyReply): void {
      reply.clearCookie(cookieName, options);
    },
  };
}

export type TotpChallenges = ReturnType<typeof createTotpChallenges>;
