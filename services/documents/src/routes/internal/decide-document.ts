import type { FastifyPluginAsync } from 'fastify';
import { decideDocumentSchema, type DocumentRecord } from '@nomada/contracts';
import {
  badRequest,
  conflict,
  notFound,
  parseBody,
  requireInternalCaller,
} from '@nomada/service-kit';
import { findRecord, recordDecision } from '../../db/repositories/review-queue';
import type { DocumentsDeps } from '../../deps';
import { toDocumentRecords } from '../../present/document-records';

/**
 * Review only: approve or reject a document awaiting a decision. One conditional update decides
 * who wins: of two agents at once, the second gets 409 `document_already_processed`. A decision that
 * names a revision of the files that is no longer current is 409 `document_changed` (decision 055).
 */
export const decideDocumentRoute: FastifyPluginAsync<DocumentsDeps> = async (
  app,
  { db, config, now },
) => {
  app.post(
    '/internal/documents/decide',
    { preHandler: requireInternalCaller(config.SESSION_SECRET) },
    async (request): Promise<{ document: DocumentRecord }> => {
      const { documentId, agentId, decision, reason, revision } = parseBody(
        decideDocumentSchema,
        request.body,
      );
      if (decision === 'rejected' && !reason) {
        throw badRequest('rejection_reason_required', {
          fields: { reason: 'Rejection reason is required' },
        });
      }
      const decided = await recordDecision(db, {
        id: documentId,
        agentId,
        decision,
        reason: reason ?? null,
        revision,
      });
      const record = await findRecord(db, documentId);
      if (!record) throw notFound();
      if (!decided) {
        const awaiting = record.status === 'uploaded' || record.status === 'reviewing';
        throw conflict(awaiting ? 'document_changed' : 'document_already_processed');
      }
      request.log.info({ documentId, agentId, decision }, 'document decided');
      const [document] = await toDocumentRecords(db, [record], now());
      if (!document) throw notFound();
      return { document };
    },
  );
};
