import type { ActionContext } from './action-context';
import { recordOwnersDecision } from './record-owners-decision';

/** `revision`: the files the agent looked at (decision 055); a decision on others is 409. */
export type DocumentDecision =
  | { decision: 'approved'; documentId: string; revision?: number | undefined }
  | { decision: 'rejected'; documentId: string; reason: string; revision?: number | undefined };

/**
 * approveDocument / rejectDocument: documents decides a document still awaiting a decision with one
 * conditional update (of two agents at once, the second gets 409 `document_already_processed`); the
 * applicant is emailed the outcome, with the reason when it was rejected. The approval that
 * completes the checklist makes the case `ready`, a stage change of its own in the trail.
 */
export async function decideDocument(
  context: ActionContext,
  request: DocumentDecision,
): Promise<void> {
  const { documentId, decision, revision } = request;
  const reason = request.decision === 'rejected' ? request.reason : undefined;
  await context.deps.documents.decide({
    documentId,
    agentId: context.agentId,
    decision,
    ...(reason === undefined ? {} : { reason }),
    ...(revision === undefined ? {} : { revision }),
  });
  await recordOwnersDecision(context);
}
