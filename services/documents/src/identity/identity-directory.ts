import { lookupUsersAnswerSchema, type UserSummary } from '@nomada/contracts';
import { postInternal } from '@nomada/service-kit';

/** Who users are: identity owns names, plans, statuses and assignments; this service keeps ids only. */
export type IdentityDirectory = {
  lookup(userIds: string[]): Promise<UserSummary[]>;
};

export function createIdentityDirectory(baseUrl: string, sessionSecret: string): IdentityDirectory {
  return {
    async lookup(userIds) {
      if (userIds.length === 0) return [];
      const { users } = await postInternal({
        baseUrl,
        path: '/internal/users/lookup',
        body: { userIds },
        sessionSecret,
        answer: lookupUsersAnswerSchema,
      });
      return users;
    },
  };
}
