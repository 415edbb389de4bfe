import type { FastifyPluginAsync } from 'fastify';
import { INTERNAL_ROUTES, decideDocumentSchema, type DocumentAnswer } from '@nomada/contracts';
import {
  badRequest,
  conflict,
  drillFaultPoint,
  notFound,
  parseBody,
  requireInternalCaller,
} from '@nomada/service-kit';
import { DEFAULT_PLAN } from '@nomada/contracts';
import { lockCaseOf, markReadyIfComplete } from '../../db/repositories/case-events';
import { recordCaseStageEvent, recordDecisionEvent } from '../../db/repositories/decision-events';
import { recordFileDecisions } from '../../db/repositories/file-decisions';
import { lockUploadsOf } from '../../db/repositories/person-lock';
import { findRecord, recordDecision } from '../../db/repositories/review-queue';
import type { DocumentsDeps } from '../../deps';
import { toDocumentRecords } from '../../present/document-records';

/**
 * Review only: approve or reject a document awaiting a decision. One conditional update decides
 * who wins: of two agents at once, the second gets 409 `document_already_processed`. A decision that
 * names a revision of the files that is no longer current is 409 `document_changed` (decision 055).
 * The decision, the case becoming `ready` with it, and their decision events (audit entries and
 * emails, decision 064) commit together.
 */
export const decideDocumentRoute: FastifyPluginAsync<DocumentsDeps> = async (
  app,
  { db, config, now, identity },
) => {
  app.post(
    INTERNAL_ROUTES.documents.decide,
    { preHandler: requireInternalCaller(config.SESSION_SECRET) },
    async (request): Promise<DocumentAnswer> => {
      const { documentId, agentId, decision, reason, revision } = parseBody(
        decideDocumentSchema,
        request.body,
      );
      if (decision === 'rejected' && !reason) {
        throw badRequest('rejection_reason_required', {
          fields: { reason: 'Rejection reason is required' },
        });
      }
      const before = await findRecord(db, documentId);
      if (!before) throw notFound();
      // The plan says which checklist must be complete for the case to be `ready`.
      const plan =
        decision === 'approved'
          ? ((await identity.lookupUsers([before.user_id])).get(before.user_id)?.plan ??
            DEFAULT_PLAN)
          : null;
      const { decided, caseEvent } = await db.transaction().execute(async (trx) => {
        await lockUploadsOf(trx, before.user_id);
        const applied = await recordDecision(trx, {
          id: documentId,
          agentId,
          decision,
          reason: reason ?? null,
          revision,
        });
        if (!applied) return { decided: false, caseEvent: null };
        await recordFileDecisions(trx, { documentId, agentId, decision, reason: reason ?? null });
        const documentName = {
          en: before.name_en ?? before.name,
          es: before.name_es ?? before.name,
        };
        await recordDecisionEvent(trx, {
          audit: {
            agentId,
            subjectType: 'document',
            subjectId: documentId,
            userId: before.user_id,
            decision,
            reason: decision === 'rejected' ? (reason ?? null) : null,
            documentName,
          },
          email:
            decision === 'rejected'
              ? { template: 'document-rejected', details: { documentName, reason: reason ?? '' } }
              : { template: 'document-approved', details: { documentName } },
        });
        drillFaultPoint('documents:before-commit');
        if (!plan) return { decided: true, caseEvent: null };
        await lockCaseOf(trx, before.user_id);
        const ready = await markReadyIfComplete(trx, { userId: before.user_id, plan });
        if (ready)
          await recordCaseStageEvent(trx, { userId: before.user_id, agentId, event: ready });
        return { decided: true, caseEvent: ready };
      });
      drillFaultPoint('documents:after-commit');
      const record = await findRecord(db, documentId);
      if (!record) throw notFound();
      if (!decided) {
        const awaiting = record.status === 'uploaded' || record.status === 'reviewing';
        throw conflict(awaiting ? 'document_changed' : 'document_already_processed');
      }
      request.log.info({ documentId, agentId, decision }, 'document decided');
      const [document] = await toDocumentRecords(db, [record], now());
      if (!document) throw notFound();
      if (caseEvent)
        request.log.info({ userId: record.user_id }, 'case ready: every document approved');
      return { document, ...(caseEvent ? { caseEvent } : {}) };
    },
  );
};
