import type { FastifyPluginAsync } from 'fastify';
import {
  INTERNAL_ROUTES,
  caseDocumentsRequestSchema,
  type CaseItemRecord,
  type FamilyMember,
} from '@nomada/contracts';
import { parseBody, requireInternalCaller } from '@nomada/service-kit';
import { earlierFilesOf } from '../../db/repositories/earlier-files';
import { decisionsByFile } from '../../db/repositories/file-decisions';
import { checklistOf } from '../../db/repositories/required-documents';
import { effectiveRequirements, requirementsOf } from '../../db/repositories/item-requirements';
import { membersOf, toFamilyMember } from '../../db/repositories/family-members';
import { recordsOfUsers } from '../../db/repositories/review-queue';
import type { EarlierFileRow } from '../../db/schema';
import type { DocumentsDeps } from '../../deps';
import { toCaseItem } from '../../present/case-items';
import { toDocumentRecords } from '../../present/document-records';

/**
 * Review only (`agent-case`): the applicant's checklist (their plan's items and those requested of them), each item with their document
 * for it and every file it held.
 */
export const caseDocumentsRoute: FastifyPluginAsync<DocumentsDeps> = async (
  app,
  { db, config, now },
) => {
  app.post(
    INTERNAL_ROUTES.documents.caseItems,
    { preHandler: requireInternalCaller(config.SESSION_SECRET) },
    async (request): Promise<{ items: CaseItemRecord[]; members: FamilyMember[] }> => {
      const { userId, plan } = parseBody(caseDocumentsRequestSchema, request.body);
      const [checklist, rows, earlier, members, requirements] = await Promise.all([
        checklistOf(db, { userId, plan }),
        recordsOfUsers(db, [userId]),
        earlierFilesOf(db, userId),
        membersOf(db, userId),
        requirementsOf(db, userId),
      ]);
      const documents = await toDocumentRecords(db, rows, now());
      const decisions = await decisionsByFile(db, [
        ...documents.flatMap((document) => document.files.map((file) => file.id)),
        ...earlier.map((file) => file.id),
      ]);
      const byItem = new Map(
        documents.map((document) => [document.required_document_id, document]),
      );
      const earlierByItem = new Map<string | null, EarlierFileRow[]>();
      for (const file of earlier)
        earlierByItem.set(file.required_document_id, [
          ...(earlierByItem.get(file.required_document_id) ?? []),
          file,
        ]);
      return {
        items: checklist.map((item) =>
          toCaseItem(
            item,
            byItem.get(item.id),
            earlierByItem.get(item.id) ?? [],
            decisions,
            effectiveRequirements(item, requirements),
          ),
        ),
        members: members.map(toFamilyMember),
      };
    },
  );
};
