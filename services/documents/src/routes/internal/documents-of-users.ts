import type { FastifyPluginAsync } from 'fastify';
import { documentsOfUsersSchema, type DocumentRecord } from '@nomada/contracts';
import { parseBody, requireInternalCaller } from '@nomada/service-kit';
import { recordsOfUsers } from '../../db/repositories/review-queue';
import type { DocumentsDeps } from '../../deps';
import { USER_IDS_BODY_LIMIT } from './body-limits';
import { toDocumentRecords } from '../../present/document-records';

/** Review only: every current document of these applicants (their registration details, say). */
export const documentsOfUsersRoute: FastifyPluginAsync<DocumentsDeps> = async (
  app,
  { db, config, now },
) => {
  app.post(
    '/internal/documents/of-users',
    { bodyLimit: USER_IDS_BODY_LIMIT, preHandler: requireInternalCaller(config.SESSION_SECRET) },
    async (request): Promise<{ documents: DocumentRecord[] }> => {
      const { userIds } = parseBody(documentsOfUsersSchema, request.body);
      const rows = await recordsOfUsers(db, [...new Set(userIds)]);
      return { documents: await toDocumentRecords(db, rows, now()) };
    },
  );
};
