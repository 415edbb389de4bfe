import { drillFaultPoint } from '@nomada/service-kit';
import type { ActionContext } from './action-context';

/**
 * After the owning service applied a decision (and wrote its decision event in that transaction,
 * decision 064): records it in the audit trail now, so the agent's next read of the case shows it.
 * Nothing is lost when this fails or the process dies first: the relay's loop records it later.
 */
export async function recordOwnersDecision({ deps }: ActionContext): Promise<void> {
  drillFaultPoint('review:before-relay');
  await deps.decisions.relayNow();
}
