import { z } from 'zod';
import {
  INTERNAL_ROUTES,
  caseEventSchema,
  caseSchema,
  caseAnswerSchema,
  type Case,
  awaitingReviewAnswerSchema,
  caseDocumentsAnswerSchema,
  documentAnswerSchema,
  documentsOfUsersAnswerSchema,
  openDeadlinesAnswerSchema,
  type DocumentName,
  type CorrectCaseEventPayload,
  type SetCaseStagePayload,
  type SetItemRequirementsPayload,
} from '@nomada/contracts';

const setCaseStageAnswerSchema = z.object({ case: caseSchema, event: caseEventSchema });
import { callService, type ServiceEndpoint } from './internal-call';

/** documents' internal calls (contracts/src/internal/documents.ts), as review uses them. */
export function createDocumentsClient(endpoint: ServiceEndpoint) {
  return {
    awaitingReview: (query: { page: number; pageSize: number; userIds?: string[] }) =>
      callService(
        endpoint,
        INTERNAL_ROUTES.documents.awaitingReview,
        query,
        awaitingReviewAnswerSchema,
      ),

    /** Every current document of these applicants, by name. */
    async ofUsers(userIds: readonly string[]): Promise<DocumentName[]> {
      if (userIds.length === 0) return [];
      const answer = await callService(
        endpoint,
        INTERNAL_ROUTES.documents.ofUsers,
        { userIds },
        documentsOfUsersAnswerSchema,
      );
      return answer.documents;
    },

    /** The checklist of one applicant's plan with their documents and files (`agent-case`). */
    /** The applicant's checklist with every file and decision, and their family members. */
    caseItems: (userId: string, plan: 'basic' | 'premium') =>
      callService(
        endpoint,
        INTERNAL_ROUTES.documents.caseItems,
        { userId, plan },
        caseDocumentsAnswerSchema,
      ),

    /** The case's stage and timeline (documents starts it at `documents` when first asked). */
    async caseOf(userId: string): Promise<Case> {
      return (
        await callService(
          endpoint,
          INTERNAL_ROUTES.documents.caseOfUser,
          { userId },
          caseAnswerSchema,
        )
      ).case;
    },

    startReview: async (documentId: string, agentId: string) =>
      (
        await callService(
          endpoint,
          INTERNAL_ROUTES.documents.startReview,
          { documentId, agentId },
          documentAnswerSchema,
          ['not_found', 'document_already_processed'],
        )
      ).document,

    /** The document decided, and the case's `ready` event when this approval completed it. */
    decide: (request: {
      documentId: string;
      agentId: string;
      decision: 'approved' | 'rejected';
      reason?: string;
      revision?: number;
    }) =>
      callService(endpoint, INTERNAL_ROUTES.documents.decide, request, documentAnswerSchema, [
        'not_found',
        'document_already_processed',
        'document_changed',
      ]),

    setCaseStage: (request: SetCaseStagePayload & { agentId: string }) =>
      callService(
        endpoint,
        INTERNAL_ROUTES.documents.setCaseStage,
        request,
        setCaseStageAnswerSchema,
        ['stage_not_allowed', 'holidays_unknown'],
      ),

    completeDeadline: (request: { userId: string; deadlineId: string; agentId: string }) =>
      callService(endpoint, INTERNAL_ROUTES.documents.completeDeadline, request, caseAnswerSchema, [
        'not_found',
        'deadline_not_open',
      ]),

    correctCaseEvent: (request: CorrectCaseEventPayload & { agentId: string }) =>
      callService(endpoint, INTERNAL_ROUTES.documents.correctEvent, request, caseAnswerSchema, [
        'stage_not_allowed',
        'invalid_request',
        'valid_until_before_date',
        'holidays_unknown',
      ]),

    setItemRequirements: (
      request: SetItemRequirementsPayload & { agentId: string; plan: 'basic' | 'premium' },
    ) =>
      callService(
        endpoint,
        INTERNAL_ROUTES.documents.itemRequirements,
        request,
        z.object({ success: z.literal(true) }),
        ['not_found'],
      ),

    openDeadlines: (request: { userIds: string[] } | { all: true }) =>
      callService(
        endpoint,
        INTERNAL_ROUTES.documents.openDeadlines,
        request,
        openDeadlinesAnswerSchema,
        [],
      ),
  };
}

export type DocumentsClient = ReturnType<typeof createDocumentsClient>;
