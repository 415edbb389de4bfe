import {
  awaitingReviewAnswerSchema,
  caseDocumentsAnswerSchema,
  type CaseItemRecord,
  documentAnswerSchema,
  documentsOfUsersAnswerSchema,
  type DocumentRecord,
} from '@nomada/contracts';
import { callService, type ServiceEndpoint } from './internal-call';

/** documents' internal calls (contracts/src/internal/documents.ts), as review uses them. */
export function createDocumentsClient(endpoint: ServiceEndpoint) {
  return {
    awaitingReview: (query: { page: number; pageSize: number; userIds?: string[] }) =>
      callService(
        endpoint,
        '/internal/documents/awaiting-review',
        query,
        awaitingReviewAnswerSchema,
      ),

    async ofUsers(userIds: readonly string[]): Promise<DocumentRecord[]> {
      if (userIds.length === 0) return [];
      const answer = await callService(
        endpoint,
        '/internal/documents/of-users',
        { userIds },
        documentsOfUsersAnswerSchema,
      );
      return answer.documents;
    },

    /** The checklist of one applicant's plan with their documents and files (`agent-case`). */
    async caseItems(userId: string, plan: 'basic' | 'premium'): Promise<CaseItemRecord[]> {
      const answer = await callService(
        endpoint,
        '/internal/documents/case',
        { userId, plan },
        caseDocumentsAnswerSchema,
      );
      return answer.items;
    },

    startReview: async (documentId: string, agentId: string) =>
      (
        await callService(
          endpoint,
          '/internal/documents/start-review',
          { documentId, agentId },
          documentAnswerSchema,
          ['not_found', 'document_already_processed'],
        )
      ).document,

    decide: async (request: {
      documentId: string;
      agentId: string;
      decision: 'approved' | 'rejected';
      reason?: string;
      revision?: number;
    }) =>
      (
        await callService(endpoint, '/internal/documents/decide', request, documentAnswerSchema, [
          'not_found',
          'document_already_processed',
          'document_changed',
        ])
      ).document,
  };
}

export type DocumentsClient = ReturnType<typeof createDocumentsClient>;
