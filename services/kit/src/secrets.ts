import { createHmac, timingSafeEqual } from 'node:crypto';

/** Separate keys per purpose, all derived from SESSION_SECRET. */
export function deriveKey(
  secret: string,
  purpose: 'jwt' | 'internal' | 'download' | 'totp',
): string {
  return createHmac('sha256', secret).update(`nomada:${purpose}`).digest('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
