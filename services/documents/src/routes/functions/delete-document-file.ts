import type { FastifyPluginAsync } from 'fastify';
import { deleteDocumentFileSchema, type SuccessBody } from '@nomada/contracts';
import { apiRoute, conflict, notFound, parseBody } from '@nomada/service-kit';
import { approvedApplicant } from '../../access/approved-applicant';
import { removeQueuedFiles } from '../../db/repositories/files-to-remove';
import { removeDocumentFile } from '../../db/repositories/user-documents';
import type { DocumentsDeps } from '../../deps';

/**
 * the HTTP contract `delete-document-file`: the applicant removes one file of a checklist item that is not
 * approved. The row goes and the file is queued for removal in one transaction, then removed from
 * storage (what storage refuses now, a later sweep removes). Someone else's file is a 404.
 */
export const deleteDocumentFileRoute: FastifyPluginAsync<DocumentsDeps> = async (app, deps) => {
  const { db, storage } = deps;

  apiRoute(app, 'delete-document-file', async (request): Promise<SuccessBody> => {
    const applicant = await approvedApplicant(request, deps.identity);
    const { fileId } = parseBody(deleteDocumentFileSchema, request.body);
    const removed = await removeDocumentFile(db, { userId: applicant.id, fileId });
    if (removed.outcome === 'not_found') throw notFound();
    if (removed.outcome === 'already_processed') throw conflict('document_already_processed');
    await removeQueuedFiles(db, storage, { userId: applicant.id, log: request.log });
    request.log.info(
      { fileId, documentId: removed.document?.id ?? null, itemEmptied: !removed.document },
      'document file removed',
    );
    return { success: true };
  });
};
