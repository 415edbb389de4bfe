import type { z } from 'zod';
import { fieldMessages, validate } from '@nomada/contracts';
import { badRequest } from './errors';

/**
 * PostgreSQL text holds neither U+0000 nor half of a surrogate pair (which is no character at all);
 * no field of ours needs them. Answers the path of the first such string.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function findUnstorableText(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string')
    return value.includes('\u0000') || LONE_SURROGATE.test(value) ? path || '_' : null;
  if (depth > 64 || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = findUnstorableText(item, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Refuses (400) a body holding text no database column can store, before anything is asked of anyone. */
export function assertStorableText(body: unknown): void {
  const unstorable = findUnstorableText(body, '');
  if (unstorable)
    throw badRequest('invalid_request', { fields: { [unstorable]: 'Invalid request' } });
}

/** Validates a request body with a shared contracts schema; throws 400 with the first rule's code and message. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  assertStorableText(body);
  const result = validate(schema, body ?? {});
  if (!result.ok) throw badRequest(result.key, { fields: fieldMessages(result) });
  return result.data;
}
