import type { FastifyPluginAsync } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { DEFAULT_PLAN, type UploadDocumentAnswer } from '@nomada/contracts';
import { apiRoute, badRequest } from '@nomada/service-kit';
import { approvedApplicant } from '../../access/approved-applicant';
import { largestFileLimit } from '../../db/repositories/required-documents';
import type { DocumentsDeps } from '../../deps';
import { tellAgentsOfUpload } from '../../notifications/tell-agents-of-upload';
import { toUserDocument } from '../../present/document-shapes';
import { commitUpload } from '../../uploads/commit-upload';
import { discardRestOfBody } from '../../uploads/discard-rest-of-body';
import { sanitiseFileName } from '../../uploads/file-names';
import { isAllowedBy } from '../../uploads/file-kinds';
import { judgeFileKind } from '../../uploads/judge-file-kind';
import { fileTooLarge, receiveUpload, type ReceivedUpload } from '../../uploads/receive-upload';
import { checkUploadDates } from '../../uploads/check-upload-dates';
import { namedItemId, parseUploadFields, resolveUploadTarget } from '../../uploads/resolve-target';
import { discardSpooled } from '../../uploads/spool-upload';

/**
 * the HTTP contract `auth-upload-document`: an approved applicant's file for one item of their checklist,
 * streamed to a spool file under the item's size limit, judged by its bytes, then committed to
 * storage and recorded (a re-upload replaces the item's files while it awaits review or was
 * rejected; with `append: "true"` the file joins the others, at most MAX_FILES_PER_DOCUMENT).
 */
export const uploadDocumentRoute: FastifyPluginAsync<DocumentsDeps> = async (app, deps) => {
  const { db, spoolDir } = deps;
  // This scope reads multipart bodies only, and never buffers any other body: the handler refuses
  // them with `not_multipart` without reading them.
  app.removeAllContentTypeParsers();
  await app.register(fastifyMultipart);
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  apiRoute(app, 'auth-upload-document', async (request): Promise<UploadDocumentAnswer> => {
    const applicant = await approvedApplicant(request, deps.identity);
    const owner = { id: applicant.id, plan: applicant.plan ?? DEFAULT_PLAN };
    const maxFileSize = await largestFileLimit(db, { userId: owner.id, plan: owner.plan });
    let received: ReceivedUpload | undefined;
    try {
      received = await receiveUpload(request, {
        spoolDir,
        maxFileSize,
        // With the item named before the file, its own limit applies (and a 404 or 409 comes
        // before a byte is stored); otherwise the largest, and the item's limit once it is known.
        limitFor: async (fields) => {
          const requiredDocumentId = namedItemId(fields);
          if (!requiredDocumentId) return maxFileSize;
          return (await resolveUploadTarget(db, owner, { requiredDocumentId })).max_file_size;
        },
      });
      const { file, fields } = received;
      if (!file || file.size === 0) throw badRequest('file_required');
      const parsed = parseUploadFields(fields);
      checkUploadDates(parsed, deps.now());
      const item = await resolveUploadTarget(db, owner, parsed);
      if (file.size > item.max_file_size) throw fileTooLarge(item.max_file_size);
      const kind = await judgeFileKind(file.path, file.size);
      if (!kind || !isAllowedBy(kind.ext, item.file_types)) throw badRequest('file_type_invalid');
      const committed = await commitUpload(
        deps,
        {
          applicantId: owner.id,
          item,
          name: parsed.documentName,
          originalFilename: sanitiseFileName(file.filename),
          file,
          kind,
          append: parsed.append,
          issuedOn: parsed.issued_on,
          expiresOn: parsed.expires_on,
        },
        request.log,
      );
      request.log.info(
        {
          documentId: committed.document.id,
          fileId: committed.file.id,
          size: file.size,
          kind: kind.ext,
          append: parsed.append,
        },
        'document uploaded',
      );
      await tellAgentsOfUpload(
        deps.agentNotifier,
        applicant,
        committed.document,
        { en: item.name_en, es: item.name_es },
        request.log,
      );
      return {
        success: true,
        document: toUserDocument(committed.document, committed.files, committed.file),
      };
    } catch (error) {
      discardRestOfBody(request);
      throw error;
    } finally {
      if (received?.file) await discardSpooled(received.file);
    }
  });
};
