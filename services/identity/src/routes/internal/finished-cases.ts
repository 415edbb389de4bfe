import type { FastifyPluginAsync } from 'fastify';
import { parseBody, requireInternalCaller } from '@nomada/service-kit';
import { INTERNAL_ROUTES, finishedCasesRequestSchema, type FinishedCase } from '@nomada/contracts';
import type { IdentityDeps } from '../../deps';

/**
 * Of these applicants, those whose case identity knows to be over: a rejected registration is final
 * (there is no appeal in the product), and it ended when it was decided. The retention sweep of the
 * documents service starts its clock there.
 */
export const finishedCasesRoute: FastifyPluginAsync<IdentityDeps> = async (app, { db, config }) => {
  app.post(
    INTERNAL_ROUTES.identity.finishedCases,
    { preHandler: requireInternalCaller(config.SESSION_SECRET) },
    async (request): Promise<{ cases: FinishedCase[] }> => {
      const { userIds } = parseBody(finishedCasesRequestSchema, request.body);
      if (userIds.length === 0) return { cases: [] };
      const rows = await db
        .selectFrom('identity.profiles')
        .select(['user_id', 'decided_at'])
        .where('user_id', 'in', userIds)
        .where('status', '=', 'rejected')
        .where('decided_at', 'is not', null)
        .execute();
      return {
        cases: rows.map((row) => ({
          userId: row.user_id,
          finishedAt: (row.decided_at as Date).toISOString(),
          how: 'registration_rejected' as const,
        })),
      };
    },
  );
};
