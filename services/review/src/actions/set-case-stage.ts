import type { SetCaseStagePayload } from '@nomada/contracts';
import { forbidden, notFound } from '@nomada/service-kit';
import type { ActionContext } from './action-context';
import { recordDecision } from './record-decision';

/** What the applicant's email says of the new stage: only its own details. */
export function caseStageDetails(event: {
  stage: string;
  authority?: string | undefined;
  reference?: string | undefined;
  date?: string | undefined;
  note?: string | undefined;
  outcome?: string | undefined;
}) {
  const details: Record<string, string> = { stage: event.stage };
  for (const key of ['authority', 'reference', 'date', 'note', 'outcome'] as const) {
    const value = event[key];
    if (value) details[key] = value;
  }
  return details as { stage: string };
}

/**
 * setCaseStage (decision 058): only the applicant's assigned agent moves their case (403 otherwise,
 * 404 for anyone who is not an applicant); documents checks the move against API.md's table (409
 * `stage_not_allowed`) and records it; the change joins the audit trail and the applicant is emailed
 * in their language.
 */
export async function setCaseStage(
  context: ActionContext,
  payload: SetCaseStagePayload,
): Promise<void> {
  const applicant = (await context.deps.identity.lookupUsers([payload.userId])).get(payload.userId);
  if (applicant?.role !== 'applicant') throw notFound();
  if (applicant.assigned_agent_id !== context.agentId) throw forbidden();
  const { event } = await context.deps.documents.setCaseStage({
    ...payload,
    agentId: context.agentId,
  });
  await recordDecision(
    context,
    {
      agent_id: context.agentId,
      subject_type: 'case',
      subject_id: payload.userId,
      user_id: payload.userId,
      decision: payload.stage as 'submitted',
      reason: event.note ?? null,
    },
    { template: 'case-stage-changed', details: { caseStage: caseStageDetails(event) } },
  );
}
