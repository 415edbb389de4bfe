import { SUPPORT_EMAIL } from '@nomada/contracts';

/** A mail link to support with the subject filled in. */
export function supportMailto(subject: string): string {
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}`;
}
