import type { ActionContext } from './action-context';
import { recordOwnersDecision } from './record-owners-decision';

/**
 * approvePlanUpgrade, once the applicant has paid outside the platform: identity moves a waiting
 * request from basic to premium with one conditional update (409 `already_premium` for the second
 * of two agents, `upgrade_not_requested` when nobody asked); the premium checklist items, the
 * assistant and the lawyer chat follow from the plan at once. The applicant is emailed.
 */
export async function approvePlanUpgrade(context: ActionContext, userId: string): Promise<void> {
  await context.deps.identity.upgradePlan(userId, context.agentId);
  await recordOwnersDecision(context);
}
