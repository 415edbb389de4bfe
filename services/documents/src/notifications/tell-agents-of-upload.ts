import type { FastifyBaseLogger } from 'fastify';
import type { UserSummary } from '@nomada/contracts';
import type { AgentNotifier } from '@nomada/service-kit';

/**
 * An upload, for the applicant's assigned agent (every agent while nobody is assigned: someone has
 * to review it). Best effort: the upload stands when messaging is away, and the key (the document
 * and the moment of its file) makes a repeated call one notification.
 */
export async function tellAgentsOfUpload(
  notifier: AgentNotifier,
  applicant: UserSummary,
  document: { id: string; uploaded_at: Date },
  documentName: { en: string; es: string },
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    await notifier.notify({
      kind: 'upload',
      userId: applicant.id,
      name: applicant.full_name || applicant.email,
      email: applicant.email,
      documentName: documentName.en,
      documentNameEs: documentName.es,
      agentId: applicant.assigned_agent_id,
      key: `upload:${document.id}:${document.uploaded_at.getTime()}`,
    });
  } catch (error) {
    log.error({ err: error, documentId: document.id }, 'agents not told of an upload');
  }
}
