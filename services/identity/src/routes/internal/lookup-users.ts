import type { FastifyPluginAsync } from 'fastify';
import { parseBody, requireInternalCaller } from '@nomada/service-kit';
import { INTERNAL_ROUTES, lookupUsersRequestSchema, type UserSummary } from '@nomada/contracts';
import type { IdentityDeps } from '../../deps';
import { toProfile } from '../../accounts/present';
import { findAccountsByIds } from '../../db/repositories/accounts';

/** Other services keep user ids only; this turns them into names, emails, plans and statuses. */
export const lookupUsersRoute: FastifyPluginAsync<IdentityDeps> = async (app, { db, config }) => {
  app.post(
    INTERNAL_ROUTES.identity.lookupUsers,
    { preHandler: requireInternalCaller(config.SESSION_SECRET) },
    async (request): Promise<{ users: UserSummary[] }> => {
      const { userIds } = parseBody(lookupUsersRequestSchema, request.body);
      const accounts = await findAccountsByIds(db, [...new Set(userIds)]);
      return {
        users: accounts.map((account) => ({
          ...toProfile(account),
          role: account.role,
          language: account.language,
          created_at: account.created_at.toISOString(),
          assigned_agent_id: account.assigned_agent_id,
          assigned_at: account.assigned_at?.toISOString() ?? null,
        })),
      };
    },
  );
};
