import type { ActionContext } from './action-context';

/**
 * startReview: opening a document moves it from `uploaded` to `reviewing` (already `reviewing`
 * stays so). Not a decision, so it is not in the audit trail; 409 once it has been decided.
 */
export async function startReview(context: ActionContext, documentId: string): Promise<void> {
  await context.deps.documents.startReview(documentId, context.agentId);
}
