import type { z } from 'zod';
import { fieldMessages, validate } from '@nomada/contracts';
import { badRequest } from './errors';

/** Validates a request body with a shared contracts schema; throws 400 with the first rule's message. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = validate(schema, body ?? {});
  if (!result.ok) throw badRequest(result.message, fieldMessages(result));
  return result.data;
}
