import type { FastifyPluginAsync } from 'fastify';
import { downloadDocumentSchema } from '@nomada/contracts';
import { apiRoute, callerOf, notFound, parseBody, requireUser } from '@nomada/service-kit';
import { findDocumentByStoragePath } from '../../db/repositories/user-documents';
import type { DocumentsDeps } from '../../deps';
import { ownOrigin } from '../../downloads/own-origin';
import { signDownloadToken } from '../../downloads/signed-links';

/**
 * API.md `download-document`: a same-origin link to one file, valid 5 minutes. Applicants may sign
 * their own files only, agents any applicant's; anything else is 404 whether it exists or not, so
 * paths cannot be probed.
 */
export const downloadDocumentRoute: FastifyPluginAsync<DocumentsDeps> = async (app, deps) => {
  const { db, config, downloadKey, now } = deps;

  apiRoute(
    app,
    'download-document',
    async (request): Promise<{ signedUrl: string }> => {
      const caller = await callerOf(request);
      const { filePath } = parseBody(downloadDocumentSchema, request.body);
      const document = await findDocumentByStoragePath(db, filePath);
      if (!document) throw notFound();
      if (caller.role !== 'agent' && document.user_id !== caller.sub) throw notFound();
      const token = signDownloadToken(
        downloadKey,
        { documentId: document.id, storageKey: document.storage_path },
        now(),
      );
      request.log.info({ documentId: document.id, by: caller.sub }, 'download link signed');
      return {
        signedUrl: `${ownOrigin(request.headers['x-forwarded-host'], config.publicOrigins)}/files/${token}`,
      };
    },
    { preHandler: requireUser },
  );
};
