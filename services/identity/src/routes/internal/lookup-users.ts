import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { parseBody, requireInternalCaller } from '@nomada/service-kit';
import type { Language, Profile, Role } from '@nomada/contracts';
import type { IdentityDeps } from '../../deps';
import { toProfile } from '../../accounts/present';
import { findAccountsByIds } from '../../db/repositories/accounts';

export const lookupUsersSchema = z.object({ userIds: z.array(z.uuid()).max(1000) });

export type UserSummary = Profile & { role: Role; language: Language; created_at: string };

/** Other services keep user ids only; this turns them into names, emails, plans and statuses. */
export const lookupUsersRoute: FastifyPluginAsync<IdentityDeps> = async (app, { db, config }) => {
  app.post(
    '/internal/users/lookup',
    { preHandler: requireInternalCaller(config.SESSION_SECRET) },
    async (request): Promise<{ users: UserSummary[] }> => {
      const { userIds } = parseBody(lookupUsersSchema, request.body);
      const accounts = await findAccountsByIds(db, [...new Set(userIds)]);
      return {
        users: accounts.map((account) => ({
          ...toProfile(account),
          role: account.role,
          language: account.language,
          created_at: account.created_at.toISOString(),
        })),
      };
    },
  );
};
