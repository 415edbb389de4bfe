import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { parseBody, requireInternalCaller } from '@nomada/service-kit';
import type { IdentityDeps } from '../../deps';
import { listRegistrations, type RegistrationRecord } from '../../db/repositories/registrations';

export const listRegistrationsSchema = z.object({
  statuses: z.array(z.enum(['pending', 'approved', 'rejected'])).min(1),
});

export type RegistrationSummary = Omit<RegistrationRecord, 'submitted_at' | 'decided_at'> & {
  submitted_at: string;
  decided_at: string | null;
};

/** The applicants' registration records (what they submitted at signup), for the agents' dashboard. */
export const listRegistrationsRoute: FastifyPluginAsync<IdentityDeps> = async (
  app,
  { db, config },
) => {
  app.post(
    '/internal/registrations/list',
    { preHandler: requireInternalCaller(config.SESSION_SECRET) },
    async (request): Promise<{ registrations: RegistrationSummary[] }> => {
      const { statuses } = parseBody(listRegistrationsSchema, request.body);
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
