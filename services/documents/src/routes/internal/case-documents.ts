import type { FastifyPluginAsync } from 'fastify';
import {
  INTERNAL_ROUTES,
  caseDocumentsRequestSchema,
  type CaseItemRecord,
} from '@nomada/contracts';
import { parseBody, requireInternalCaller } from '@nomada/service-kit';
import { checklistOf } from '../../db/repositories/required-documents';
import { recordsOfUsers } from '../../db/repositories/review-queue';
import type { DocumentsDeps } from '../../deps';
import { toCaseItem } from '../../present/case-items';
import { toDocumentRecords } from '../../present/document-records';

/**
 * Review only (`agent-case`): the checklist of the applicant's plan, each item with their document
 * for it and every file it held.
 */
export const caseDocumentsRoute: FastifyPluginAsync<DocumentsDeps> = async (
  app,
  { db, config, now },
) => {
  app.post(
    INTERNAL_ROUTES.documents.caseItems,
    { preHandler: requireInternalCaller(config.SESSION_SECRET) },
    async (request): Promise<{ items: CaseItemRecord[] }> => {
      const { userId, plan } = parseBody(caseDocumentsRequestSchema, request.body);
      const [checklist, rows] = await Promise.all([
        checklistOf(db, plan),
        recordsOfUsers(db, [userId]),
      ]);
      const documents = await toDocumentRecords(db, rows, now());
      const byItem = new Map(
        documents.map((document) => [document.required_document_id, document]),
      );
      return { items: checklist.map((item) => toCaseItem(item, byItem.get(item.id))) };
    },
  );
};
