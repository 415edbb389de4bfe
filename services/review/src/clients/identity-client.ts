import {
  INTERNAL_ROUTES,
  applicantCountsAnswerSchema,
  applicantMatchAnswerSchema,
  applicantPageSchema,
  assignmentAnswerSchema,
  decideRegistrationAnswerSchema,
  upgradePlanAnswerSchema,
  type ApplicantQuery,
  type DecideRegistrationRequest,
} from '@nomada/contracts';
import { createIdentityLookup } from '@nomada/service-kit';
import { callService, type ServiceEndpoint } from './internal-call';

/** identity's internal calls (contracts/src/internal/identity.ts), as review uses them. */
export function createIdentityClient(endpoint: ServiceEndpoint) {
  const lookup = createIdentityLookup(endpoint);
  return {
    decideRegistration: (request: DecideRegistrationRequest) =>
      callService(
        endpoint,
        INTERNAL_ROUTES.identity.decideRegistration,
        request,
        decideRegistrationAnswerSchema,
        ['not_found', 'already_decided'],
      ),

    assign: (userId: string, agentId: string) =>
      callService(
        endpoint,
        INTERNAL_ROUTES.identity.assign,
        { userId, agentId },
        assignmentAnswerSchema,
        ['not_found', 'already_assigned'],
      ),

    unassign: (userId: string, agentId: string) =>
      callService(
        endpoint,
        INTERNAL_ROUTES.identity.unassign,
        { userId, agentId },
        assignmentAnswerSchema,
        ['not_found', 'not_assigned'],
      ),

    upgradePlan: (userId: string, agentId: string) =>
      callService(
        endpoint,
        INTERNAL_ROUTES.identity.upgradePlan,
        { userId, agentId },
        upgradePlanAnswerSchema,
        ['not_found', 'already_premium', 'upgrade_not_requested'],
      ),

    queryApplicants: (query: ApplicantQuery) =>
      callService(endpoint, INTERNAL_ROUTES.identity.queryApplicants, query, applicantPageSchema),

    matchingApplicantIds: async (search: string, limit: number) =>
      (
        await callService(
          endpoint,
          INTERNAL_ROUTES.identity.matchingApplicants,
          { search, limit },
          applicantMatchAnswerSchema,
        )
      ).userIds,

    /** Every applicant assigned to the agent, by id. */
    assignedApplicantIds: async (agentId: string) =>
      (
        await callService(
          endpoint,
          INTERNAL_ROUTES.identity.assignedApplicants,
          { agentId },
          applicantMatchAnswerSchema,
        )
      ).userIds,

    counts: (agentId: string) =>
      callService(
        endpoint,
        INTERNAL_ROUTES.identity.applicantCounts,
        { agentId },
        applicantCountsAnswerSchema,
      ),

    /** Everyone of these ids identity knows, by id (unknown ids are simply absent). */
    lookupUsers: lookup.lookupUsers,
  };
}

export type IdentityClient = ReturnType<typeof createIdentityClient>;
