import type { z } from 'zod';
import { INTERNAL_ROUTES, type ErrorCode } from '@nomada/contracts';
import { AppError, postInternal } from '@nomada/service-kit';

export type ServiceEndpoint = { name: string; baseUrl: string; sessionSecret: string };

/** Internal calls that only read: one whose connection broke may go to another instance. */
const READS = new Set<string>([
  INTERNAL_ROUTES.documents.awaitingReview,
  INTERNAL_ROUTES.documents.ofUsers,
  // Idempotent: it only starts a case that has no event yet.
  INTERNAL_ROUTES.documents.caseOfUser,
  INTERNAL_ROUTES.identity.queryApplicants,
  INTERNAL_ROUTES.identity.matchingApplicants,
  INTERNAL_ROUTES.identity.assignedApplicants,
  INTERNAL_ROUTES.identity.applicantCounts,
  INTERNAL_ROUTES.identity.lookupUsers,
  // Idempotent: an acknowledged event stays acknowledged.
  INTERNAL_ROUTES.decisionEvents.pending,
  INTERNAL_ROUTES.decisionEvents.ack,
]);

/**
 * An internal call whose refusals mean something to the agent (`expected`: an unknown id, a decision
 * someone else made first) keeps them as they are. Any other 4xx means we asked wrongly: it becomes
 * a plain error, logged and answered 500, rather than a 400 or 404 the agent could not explain.
 * No answer, a 5xx or an answer off the contract is a 503 (postInternal).
 */
export async function callService<S extends z.ZodType>(
  endpoint: ServiceEndpoint,
  path: string,
  body: unknown,
  answer: S,
  expected: readonly ErrorCode[] = [],
): Promise<z.output<S>> {
  try {
    return await postInternal({
      baseUrl: endpoint.baseUrl,
      path,
      body,
      sessionSecret: endpoint.sessionSecret,
      answer,
      repeatable: READS.has(path),
    });
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500 && !expected.includes(error.code)) {
      throw new Error(`${endpoint.name} refused ${path} with ${error.code}: ${error.message}`, {
        cause: error,
      });
    }
    throw error;
  }
}
