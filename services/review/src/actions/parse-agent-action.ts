import {
  AGENT_ACTIONS,
  agentActionSchema,
  errorText,
  isErrorCode,
  type AgentAction,
  type ErrorCode,
} from '@nomada/contracts';
import { assertStorableText, badRequest } from '@nomada/service-kit';

const isKnownAction = (value: unknown): boolean =>
  typeof value === 'string' && (AGENT_ACTIONS as readonly string[]).includes(value);

/**
 * The `{action, payload}` body, refused with the code a client can act on: `unknown_action` for an
 * action that does not exist, `rejection_reason_required` for a rejection without a reason, and the
 * field's own code for anything else.
 */
export function parseAgentAction(body: unknown): AgentAction {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw badRequest('invalid_request', { fields: { _: errorText('invalid_request') } });
  assertStorableText(body);
  if (!isKnownAction((body as { action?: unknown }).action))
    throw badRequest('unknown_action', { fields: { action: errorText('unknown_action') } });
  const result = agentActionSchema.safeParse(body);
  if (result.success) return result.data;
  const codeOf = (message: string): ErrorCode =>
    isErrorCode(message) ? message : 'invalid_request';
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '_';
    fields[field] ??= errorText(codeOf(issue.message));
  }
  throw badRequest(codeOf(result.error.issues[0]?.message ?? ''), { fields });
}
