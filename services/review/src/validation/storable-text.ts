import { errorText } from '@nomada/contracts';
import { badRequest } from '@nomada/service-kit';

/** A surrogate half without its other half: JSON carries it, PostgreSQL's jsonb refuses it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function unstorableTextAt(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string')
    return value.includes('\u0000') || LONE_SURROGATE.test(value) ? path || '_' : null;
  if (depth > 16 || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = unstorableTextAt(item, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Refuses text no database column can hold (U+0000, broken UTF-16) before anything is asked of
 * identity or documents: a reason that the audit trail could not store must not decide anything.
 */
export function assertStorableText(body: unknown): void {
  const at = unstorableTextAt(body, '');
  if (at) throw badRequest('invalid_request', { fields: { [at]: errorText('invalid_request') } });
}
