import {
  DEFAULT_PLAN,
  type CorrectCaseEventPayload,
  type SetCaseStagePayload,
  type SetItemRequirementsPayload,
  type UserSummary,
} from '@nomada/contracts';
import { forbidden, notFound } from '@nomada/service-kit';
import type { ActionContext } from './action-context';
import { recordOwnersDecision } from './record-owners-decision';

/**
 * setCaseStage (decision 058): only the applicant's assigned agent moves their case (403 otherwise,
 * 404 for anyone who is not an applicant); documents checks the move against the HTTP contract's table (409
 * `stage_not_allowed`) and records it; the change joins the audit trail and the applicant is emailed
 * in their language.
 */
export async function setCaseStage(
  context: ActionContext,
  payload: SetCaseStagePayload,
): Promise<void> {
  await assertAssignedAgent(context, payload.userId);
  await context.deps.documents.setCaseStage({
    ...payload,
    agentId: context.agentId,
  });
  await recordOwnersDecision(context);
}

/** completeDeadline (decision 081): the assigned agent marks one of the case's deadlines done. */
export async function completeDeadline(
  context: ActionContext,
  payload: { userId: string; deadlineId: string },
): Promise<void> {
  await assertAssignedAgent(context, payload.userId);
  await context.deps.documents.completeDeadline({ ...payload, agentId: context.agentId });
}

/**
 * setItemRequirements (issue 28): the assigned agent decides what one paper of the case needs (an
 * apostille, a sworn translation) and marks each done.
 */
export async function setItemRequirements(
  context: ActionContext,
  payload: SetItemRequirementsPayload,
): Promise<void> {
  const applicant = await assertAssignedAgent(context, payload.userId);
  await context.deps.documents.setItemRequirements({
    ...payload,
    agentId: context.agentId,
    plan: applicant.plan ?? DEFAULT_PLAN,
  });
}

/**
 * correctCaseEvent (decision 081): the assigned agent corrects the dates of the case's latest step;
 * documents computes its deadlines again (409 `stage_not_allowed` when no step carries dates yet).
 */
export async function correctCaseEvent(
  context: ActionContext,
  payload: CorrectCaseEventPayload,
): Promise<void> {
  await assertAssignedAgent(context, payload.userId);
  await context.deps.documents.correctCaseEvent({ ...payload, agentId: context.agentId });
}

/** 404 for anyone who is not an applicant, 403 unless the caller is their assigned agent. */
async function assertAssignedAgent(context: ActionContext, userId: string): Promise<UserSummary> {
  const applicant = (await context.deps.identity.lookupUsers([userId])).get(userId);
  if (applicant?.role !== 'applicant') throw notFound();
  if (applicant.assigned_agent_id !== context.agentId) throw forbidden();
  return applicant;
}
