import {
  finishedCasesAnswerSchema,
  lookupUsersAnswerSchema,
  type FinishedCase,
  type UserSummary,
} from '@nomada/contracts';
import { postInternal } from '@nomada/service-kit';

/** Who users are: identity owns names, plans, statuses and assignments; this service keeps ids only. */
export type IdentityDirectory = {
  lookup(userIds: string[]): Promise<UserSummary[]>;
  /** Of these applicants, those identity knows to be finished (a rejected registration), and since when. */
  finishedCases(userIds: string[]): Promise<FinishedCase[]>;
};

export function createIdentityDirectory(baseUrl: string, sessionSecret: string): IdentityDirectory {
  return {
    async lookup(userIds) {
      if (userIds.length === 0) return [];
      const { users } = await postInternal({
        baseUrl,
        path: '/internal/users/lookup',
        repeatable: true,
        body: { userIds },
        sessionSecret,
        answer: lookupUsersAnswerSchema,
      });
      return users;
    },
    async finishedCases(userIds) {
      if (userIds.length === 0) return [];
      const { cases } = await postInternal({
        baseUrl,
        path: '/internal/cases/finished',
        repeatable: true,
        body: { userIds },
        sessionSecret,
        answer: finishedCasesAnswerSchema,
      });
      return cases;
    },
  };
}
