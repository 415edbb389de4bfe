import type { z } from 'zod';
import { errorText, isErrorCode } from '@nomada/contracts';
import { badRequest } from '@nomada/service-kit';

/**
 * Like the kit's parseBody, but keeps the chat's own codes (`chat_message_required`,
 * `chat_message_too_long`), which the schemas give as their messages: the browser translates them.
 */
export function parseChatBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  let first: ReturnType<typeof codeOf> | undefined;
  for (const issue of result.error.issues) {
    const code = codeOf(issue.message);
    first ??= code;
    fields[issue.path.join('.') || '_'] ??= errorText(code);
  }
  throw badRequest(first ?? 'invalid_request', { fields });
}

function codeOf(message: string) {
  return isErrorCode(message) ? message : 'invalid_request';
}
