import type { FastifyPluginAsync } from 'fastify';
import { parseBody, requireInternalCaller } from '@nomada/service-kit';
import {
  INTERNAL_ROUTES,
  listRegistrationsRequestSchema,
  type RegistrationSummary,
} from '@nomada/contracts';
import type { IdentityDeps } from '../../deps';
import { listRegistrations } from '../../db/repositories/registrations';

/** The applicants' registration records (what they submitted at signup), for the agents' dashboard. */
export const listRegistrationsRoute: FastifyPluginAsync<IdentityDeps> = async (
  app,
  { db, config },
) => {
  app.post(
    INTERNAL_ROUTES.identity.listRegistrations,
    { preHandler: requireInternalCaller(config.SESSION_SECRET) },
    async (request): Promise<{ registrations: RegistrationSummary[] }> => {
      const { statuses } = parseBody(listRegistrationsRequestSchema, request.body);
      const records = await listRegistrations(db, statuses);
      return {
        registrations: records.map((record) => ({
          ...record,
          submitted_at: record.submitted_at.toISOString(),
          decided_at: record.decided_at?.toISOString() ?? null,
        })),
      };
    },
  );
};
