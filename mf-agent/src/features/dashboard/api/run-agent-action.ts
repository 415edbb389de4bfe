import type { AgentAction } from '@nomada/contracts';
import { apiCall } from '@nomada/state';

/** POST /functions/agent-actions: `{success: true}`, or an ApiError with the refusal's code. */
export function runAgentAction(action: AgentAction) {
  return apiCall('agent-actions', action);
}
