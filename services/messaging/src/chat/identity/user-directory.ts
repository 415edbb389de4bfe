import { lookupUsersAnswerSchema, type UserSummary } from '@nomada/contracts';
import { postInternal } from '@nomada/service-kit';

/** Who people are (role, plan, names, assignment): identity owns it, messaging asks per request. */
export type UserDirectory = {
  lookup(userIds: readonly string[]): Promise<Map<string, UserSummary>>;
};

/** identity's `/internal/users/lookup` takes at most this many ids at once. */
const LOOKUP_BATCH = 1000;

/** Asks identity over its internal API; an identity that does not answer makes the call a 503. */
export function createIdentityDirectory({
  baseUrl,
  sessionSecret,
}: {
  baseUrl: string;
  sessionSecret: string;
}): UserDirectory {
  return {
    async lookup(userIds) {
      const unique = [...new Set(userIds)];
      const found = new Map<string, UserSummary>();
      for (let start = 0; start < unique.length; start += LOOKUP_BATCH) {
        const { users } = await postInternal({
          baseUrl,
          path: '/internal/users/lookup',
          repeatable: true,
          body: { userIds: unique.slice(start, start + LOOKUP_BATCH) },
          sessionSecret,
          answer: lookupUsersAnswerSchema,
        });
        for (const user of users) found.set(user.id, user);
      }
      return found;
    },
  };
}
