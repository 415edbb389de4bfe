import type { FastifyPluginAsync } from 'fastify';
import { INTERNAL_ROUTES, documentsOfUsersSchema, type DocumentName } from '@nomada/contracts';
import { parseBody, requireInternalCaller } from '@nomada/service-kit';
import { documentNamesOfUsers } from '../../db/repositories/review-queue';
import type { DocumentsDeps } from '../../deps';
import { USER_IDS_BODY_LIMIT } from './body-limits';

/** Review only: every current document of these applicants by name (their registration details). */
export const documentsOfUsersRoute: FastifyPluginAsync<DocumentsDeps> = async (
  app,
  { db, config },
) => {
  app.post(
    INTERNAL_ROUTES.documents.ofUsers,
    { bodyLimit: USER_IDS_BODY_LIMIT, preHandler: requireInternalCaller(config.SESSION_SECRET) },
    async (request): Promise<{ documents: DocumentName[] }> => {
      const { userIds } = parseBody(documentsOfUsersSchema, request.body);
      return { documents: await documentNamesOfUsers(db, [...new Set(userIds)]) };
    },
  );
};
