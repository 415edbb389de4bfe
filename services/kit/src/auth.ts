import fp from 'fastify-plugin';
import fastifyCookie from '@fastify/cookie';
import fastifyJwt from '@fastify/jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { SIGNED_IN_HINT_COOKIE, type Role } from '@nomada/contracts';
import { isHttpsUrl } from './config';
import { AppError, forbidden, unauthorized } from './errors';
import { revokedSessionKey } from './redis';
import { deriveKey } from './secrets';
import { REDIS_TIMEOUT_MS, withTimeout } from './with-timeout';

export const ACCESS_COOKIE = 'nomada_at';
export const REFRESH_COOKIE = 'nomada_rt';

export type SessionCookieNames = { access: string; refresh: string; hint: string };

/**
 * Over https the cookies get browser-enforced prefixes: `__Host-` (Secure, path /, no Domain, so no
 * sibling subdomain can plant one) for the access token and the signed-in hint, `__Secure-` for the
 * refresh token, whose path stays `/functions` so it travels only to the calls that use it.
 */
export function sessionCookieNames(secure: boolean): SessionCookieNames {
  return secure
    ? {
        access: `__Host-${ACCESS_COOKIE}`,
        refresh: `__Secure-${REFRESH_COOKIE}`,
        hint: `__Host-${SIGNED_IN_HINT_COOKIE}`,
      }
    : { access: ACCESS_COOKIE, refresh: REFRESH_COOKIE, hint: SIGNED_IN_HINT_COOKIE };
}

/** Claims of the short-lived access token every service verifies. */
export type AccessClaims = { sub: string; sid: string; role: Role };

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessClaims;
    user: AccessClaims;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified caller, or null when signed out; resolved once per request. */
    authenticate(): Promise<AccessClaims | null>;
  }
  interface FastifyInstance {
    isSessionRevoked(sessionId: string): Promise<boolean>;
    /** The session cookies' names for this deployment (see sessionCookieNames). */
    sessionCookies: SessionCookieNames;
  }
}

export type AuthPluginOptions = {
  sessionSecret: string;
  redis: Redis;
  redisPrefix: string;
  /** Decides the cookie names: prefixed when the product is served over https. */
  publicUrl?: string;
};

const resolved = new WeakMap<FastifyRequest, Promise<AccessClaims | null>>();

export const authPlugin = fp<AuthPluginOptions>(
  async (app, { sessionSecret, redis, redisPrefix, publicUrl }) => {
    const cookies = sessionCookieNames(isHttpsUrl(publicUrl));
    app.decorate('sessionCookies', cookies);
    await app.register(fastifyCookie);
    await app.register(fastifyJwt, {
      secret: deriveKey(sessionSecret, 'jwt'),
      cookie: { cookieName: cookies.access, signed: false },
      sign: { algorithm: 'HS256' },
      verify: { algorithms: ['HS256'] },
    });

    app.decorate('isSessionRevoked', async (sessionId: string) => {
      try {
        const key = revokedSessionKey(redisPrefix, sessionId);
        return (await withTimeout(redis.exists(key), REDIS_TIMEOUT_MS, 'revocation check')) === 1;
      } catch {
        // Fail closed: without the revocation list a stolen cookie could not be refused.
        throw new AppError('unavailable');
      }
    });

    app.decorateRequest('authenticate', function (this: FastifyRequest) {
      let pending = resolved.get(this);
      if (!pending) {
        pending = verifyCaller(this);
        resolved.set(this, pending);
      }
      return pending;
    });

    async function verifyCaller(request: FastifyRequest): Promise<AccessClaims | null> {
      if (!request.cookies[cookies.access]) return null;
      let claims: AccessClaims;
      try {
        claims = await request.jwtVerify<AccessClaims>({ onlyCookie: true });
      } catch {
        return null;
      }
      if (await app.isSessionRevoked(claims.sid)) return null;
      return claims;
    }
  },
  { name: 'nomada-auth' },
);

/** preHandler: any signed-in caller. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!(await request.authenticate())) throw unauthorized();
}

/** preHandler factory: a signed-in caller with this role (403 for the other role). */
export function requireRole(role: Role) {
  return async function requireRoleHandler(request: FastifyRequest): Promise<void> {
    const claims = await request.authenticate();
    if (!claims) throw unauthorized();
    if (claims.role !== role) throw forbidden();
  };
}

/** The verified caller inside a handler guarded by requireUser/requireRole. */
export async function callerOf(request: FastifyRequest): Promise<AccessClaims> {
  const claims = await request.authenticate();
  if (!claims) throw unauthorized();
  return claims;
}
