import {
  applicantCountsAnswerSchema,
  applicantMatchAnswerSchema,
  applicantPageSchema,
  assignmentAnswerSchema,
  decideRegistrationAnswerSchema,
  lookupUsersAnswerSchema,
  upgradePlanAnswerSchema,
  type ApplicantQuery,
  type DecideRegistrationRequest,
  type UserSummary,
} from '@nomada/contracts';
import { callService, type ServiceEndpoint } from './internal-call';

/** identity's lookup takes at most this many ids per call. */
const LOOKUP_BATCH = 1000;

/** identity's internal calls (contracts/src/internal/identity.ts), as review uses them. */
export function createIdentityClient(endpoint: ServiceEndpoint) {
  return {
    decideRegistration: (request: DecideRegistrationRequest) =>
      callService(
        endpoint,
        '/internal/registrations/decide',
        request,
        decideRegistrationAnswerSchema,
        ['not_found', 'already_decided'],
      ),

    assign: (userId: string, agentId: string) =>
      callService(
        endpoint,
        '/internal/applicants/assign',
        { userId, agentId },
        assignmentAnswerSchema,
        ['not_found', 'already_assigned'],
      ),

    unassign: (userId: string, agentId: string) =>
      callService(
        endpoint,
        '/internal/applicants/unassign',
        { userId, agentId },
        assignmentAnswerSchema,
        ['not_found', 'not_assigned'],
      ),

    upgradePlan: (userId: string, agentId: string) =>
      callService(
        endpoint,
        '/internal/applicants/upgrade-plan',
        { userId, agentId },
        upgradePlanAnswerSchema,
        ['not_found', 'already_premium', 'upgrade_not_requested'],
      ),

    queryApplicants: (query: ApplicantQuery) =>
      callService(endpoint, '/internal/applicants/query', query, applicantPageSchema),

    matchingApplicantIds: async (search: string, limit: number) =>
      (
        await callService(
          endpoint,
          '/internal/applicants/matching',
          { search, limit },
          applicantMatchAnswerSchema,
        )
      ).userIds,

    counts: (agentId: string) =>
      callService(
        endpoint,
        '/internal/applicants/counts',
        { agentId },
        applicantCountsAnswerSchema,
      ),

    /** Everyone of these ids identity knows, by id (unknown ids are simply absent). */
    async lookupUsers(userIds: Iterable<string>): Promise<Map<string, UserSummary>> {
      const unique = [...new Set(userIds)];
      const batches: string[][] = [];
      for (let start = 0; start < unique.length; start += LOOKUP_BATCH)
        batches.push(unique.slice(start, start + LOOKUP_BATCH));
      const answers = await Promise.all(
        batches.map((batch) =>
          callService(
            endpoint,
            '/internal/users/lookup',
            { userIds: batch },
            lookupUsersAnswerSchema,
          ),
        ),
      );
      return new Map(answers.flatMap((answer) => answer.users.map((user) => [user.id, user])));
    },
  };
}

export type IdentityClient = ReturnType<typeof createIdentityClient>;
