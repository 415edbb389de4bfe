import type { z } from 'zod';
import { errorText, isErrorCode } from '@nomada/contracts';
import { assertStorableText, badRequest } from '@nomada/service-kit';

/**
 * Like the kit's parseBody (text a column cannot hold is refused first), but keeps the chat's own codes (`chat_message_required`,
 * `chat_message_too_long`), which the schemas give as their messages: the browser translates them.
 */
export function parseChatBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  // U+0000 or half a surrogate pair would fail the insert: refused here as bad input, never a 5xx.
  assertStorableText(body);
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
