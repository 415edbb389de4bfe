import { API_ROUTES, type VisaChatAnswer, type VisaChatInput } from '@nomada/contracts';
import { ApiError, apiPost } from '@nomada/state';

/**
 * POST /functions/visa-chat: the assistant's answer and the sources of its facts, checked against
 * the contract. `apiPost` and the route's schema rather than `apiCall`: the shell's own imports
 * decide what the public pages' trimmed copy of @nomada/state keeps, and `apiCall` would bring every
 * route's schema (and zod) to every first visit. This module loads with the assistant's card only.
 */
export async function askVisaAssistant(body: VisaChatInput): Promise<VisaChatAnswer> {
  const route = API_ROUTES['visa-chat'];
  const answer = await apiPost<unknown>(route.path, body);
  const parsed = route.success.schema.safeParse(answer);
  if (!parsed.success)
    throw new ApiError(
      route.success.status,
      'unexpected_response',
      'Unexpected answer to visa-chat',
    );
  return parsed.data;
}
