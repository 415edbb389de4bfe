import type { FastifyPluginAsync } from 'fastify';
import { INTERNAL_ROUTES, startReviewSchema, type DocumentRecord } from '@nomada/contracts';
import { conflict, notFound, parseBody, requireInternalCaller } from '@nomada/service-kit';
import { findRecord, markReviewing } from '../../db/repositories/review-queue';
import type { DocumentsDeps } from '../../deps';
import { toDocumentRecords } from '../../present/document-records';

/**
 * Review only: an agent opens a document, `uploaded` → `reviewing` (from then on the applicant
 * cannot replace the file under them). Already `reviewing`: unchanged. Decided: 409.
 */
export const startReviewRoute: FastifyPluginAsync<DocumentsDeps> = async (
  app,
  { db, config, now },
) => {
  app.post(
    INTERNAL_ROUTES.documents.startReview,
    { preHandler: requireInternalCaller(config.SESSION_SECRET) },
    async (request): Promise<{ document: DocumentRecord }> => {
      const { documentId, agentId } = parseBody(startReviewSchema, request.body);
      const moved = await markReviewing(db, documentId);
      const record = await findRecord(db, documentId);
      if (!record) throw notFound();
      if (!moved && record.status !== 'reviewing') throw conflict('document_already_processed');
      if (moved) request.log.info({ documentId, agentId }, 'document review started');
      const [document] = await toDocumentRecords(db, [record], now());
      if (!document) throw notFound();
      return { document };
    },
  );
};
