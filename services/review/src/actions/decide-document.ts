import type { ActionContext } from './action-context';
import { recordDecision } from './record-decision';
import { caseStageDetails } from './set-case-stage';

/** `revision`: the files the agent looked at (decision 055); a decision on others is 409. */
export type DocumentDecision =
  | { decision: 'approved'; documentId: string; revision?: number | undefined }
  | { decision: 'rejected'; documentId: string; reason: string; revision?: number | undefined };

/**
 * approveDocument / rejectDocument: documents decides a document still awaiting a decision with one
 * conditional update (of two agents at once, the second gets 409 `document_already_processed`); the
 * applicant is emailed the outcome, with the reason when it was rejected.
 */
export async function decideDocument(
  context: ActionContext,
  request: DocumentDecision,
): Promise<void> {
  const { documentId, decision, revision } = request;
  const reason = request.decision === 'rejected' ? request.reason : undefined;
  const { document, caseEvent } = await context.deps.documents.decide({
    documentId,
    agentId: context.agentId,
    decision,
    ...(reason === undefined ? {} : { reason }),
    ...(revision === undefined ? {} : { revision }),
  });
  const documentName = { en: document.name_en, es: document.name_es };
  await recordDecision(
    context,
    {
      agent_id: context.agentId,
      subject_type: 'document',
      subject_id: documentId,
      user_id: document.user_id,
      decision,
      reason: reason ?? null,
      document_name_en: documentName.en,
      document_name_es: documentName.es,
    },
    reason === undefined
      ? { template: 'document-approved', details: { documentName } }
      : { template: 'document-rejected', details: { documentName, reason } },
  );
  // The approval that completed the checklist made the case `ready`: that is a stage change too.
  if (caseEvent)
    await recordDecision(
      context,
      {
        agent_id: context.agentId,
        subject_type: 'case',
        subject_id: document.user_id,
        user_id: document.user_id,
        decision: 'ready',
        reason: null,
      },
      { template: 'case-stage-changed', details: { caseStage: caseStageDetails(caseEvent) } },
    );
}
