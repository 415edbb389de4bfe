import {
  finishedCasesAnswerSchema,
  INTERNAL_ROUTES,
  lookupUsersAnswerSchema,
  type FinishedCase,
  type UserSummary,
} from '@nomada/contracts';
import { postInternal } from './internal-calls';

/** identity's lookup takes at most this many ids per call. */
const LOOKUP_BATCH = 1000;

/**
 * Who users are (role, names, plan, status, assignment, language): identity owns it, and every
 * other service asks it through this one client. An identity that does not answer is a 503.
 */
export type IdentityLookup = {
  /** Everyone of these ids identity knows, by id (unknown ids are simply absent). */
  lookupUsers(userIds: Iterable<string>): Promise<Map<string, UserSummary>>;
  /** Of these applicants, those whose case is finished (a rejected registration), and since when. */
  finishedCases(userIds: readonly string[]): Promise<FinishedCase[]>;
};

export function createIdentityLookup({
  baseUrl,
  sessionSecret,
}: {
  baseUrl: string;
  sessionSecret: string;
}): IdentityLookup {
  const paths = INTERNAL_ROUTES.identity;
  return {
    async lookupUsers(userIds) {
      const unique = [...new Set(userIds)];
      const batches: string[][] = [];
      for (let start = 0; start < unique.length; start += LOOKUP_BATCH)
        batches.push(unique.slice(start, start + LOOKUP_BATCH));
      const answers = await Promise.all(
        batches.map((batch) =>
          postInternal({
            baseUrl,
            path: paths.lookupUsers,
            repeatable: true,
            body: { userIds: batch },
            sessionSecret,
            answer: lookupUsersAnswerSchema,
          }),
        ),
      );
      return new Map(answers.flatMap((answer) => answer.users.map((user) => [user.id, user])));
    },
    async finishedCases(userIds) {
      if (userIds.length === 0) return [];
      const { cases } = await postInternal({
        baseUrl,
        path: paths.finishedCases,
        repeatable: true,
        body: { userIds },
        sessionSecret,
        answer: finishedCasesAnswerSchema,
      });
      return cases;
    },
  };
}
