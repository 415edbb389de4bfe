import type { FastifyPluginAsync } from 'fastify';
import { downloadDocumentSchema } from '@nomada/contracts';
import { apiRoute, callerOf, notFound, parseBody, requireUser } from '@nomada/service-kit';
import { findFileByStoragePath } from '../../db/repositories/document-files';
import { findEarlierFileByStoragePath } from '../../db/repositories/earlier-files';
import type { DocumentsDeps } from '../../deps';
import { ownOrigin } from '../../downloads/own-origin';
import { signDownloadToken } from '../../downloads/signed-links';

/**
 * the HTTP contract `download-document`: a same-origin link to one file, valid 5 minutes. Applicants may sign
 * their own current files only, agents any applicant's, earlier ones included; anything else is 404
 * whether it exists or not, so paths cannot be probed.
 */
export const downloadDocumentRoute: FastifyPluginAsync<DocumentsDeps> = async (app, deps) => {
  const { db, config, downloadKey, now } = deps;

  apiRoute(
    app,
    'download-document',
    async (request): Promise<{ signedUrl: string }> => {
      const caller = await callerOf(request);
      const { filePath } = parseBody(downloadDocumentSchema, request.body);
      const current = await findFileByStoragePath(db, filePath);
      // Earlier files (decision 065) are the case's history: agents only, even for their owner.
      const earlier =
        !current && caller.role === 'agent'
          ? await findEarlierFileByStoragePath(db, filePath)
          : undefined;
      const file = current ?? earlier;
      if (!file) throw notFound();
      if (caller.role !== 'agent' && file.user_id !== caller.sub) throw notFound();
      const token = signDownloadToken(
        downloadKey,
        { fileId: file.id, storageKey: file.storage_path },
        now(),
        current ? 'current' : 'earlier',
      );
      request.log.info(
        { documentId: file.document_id, fileId: file.id, by: caller.sub, earlier: !current },
        'download link signed',
      );
      return {
        signedUrl: `${ownOrigin(request.headers['x-forwarded-host'], config.publicOrigins)}/files/${token}`,
      };
    },
    { preHandler: requireUser },
  );
};
