import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, URL-safe: refresh tokens and reset tokens. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored, so a database leak yields no usable token. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
