import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { errorText } from '@nomada/contracts';
import { findFileById } from '../../db/repositories/document-files';
import { findEarlierFileById } from '../../db/repositories/earlier-files';
import type { DocumentsDeps } from '../../deps';
import { isSignedFor, readDownloadToken } from '../../downloads/signed-links';
import { attachmentDisposition, downloadName } from '../../uploads/file-names';
import { FILE_KINDS, isAllowedExtension } from '../../uploads/file-kinds';

function linkInvalid(reply: FastifyReply): FastifyReply {
  return reply
    .status(404)
    .header('cache-control', 'private, no-store')
    .send({ error: errorText('download_link_invalid'), code: 'download_link_invalid' });
}

/** The stored file's kind, from the stored key's extension (which the service chose). */
function kindOf(storageKey: string) {
  const ext = storageKey.slice(storageKey.lastIndexOf('.') + 1);
  return isAllowedExtension(ext) ? { ext, mime: FILE_KINDS[ext].mime } : null;
}

/**
 * `GET /files/<token>`: what a signed link of download-document opens (the gateway forwards
 * `/files/*` here). The token is the permission: a plain GET downloads the file, always as an
 * attachment under its original name, never rendered or cached. A link that is malformed, expired,
 * tampered with or for a file since replaced is a 404 (an earlier file kept as history opens only with
 * a link signed for it as such, decision 065).
 */
export const serveFileRoute: FastifyPluginAsync<DocumentsDeps> = async (app, deps) => {
  const { db, storage, downloadKey, now } = deps;

  app.route<{ Params: { token: string } }>({
    method: ['GET', 'HEAD'],
    url: '/files/:token',
    handler: async (request, reply) => {
      const token = readDownloadToken(request.params.token, now());
      if (!token) return linkInvalid(reply);
      const current = await findFileById(db, token.fileId);
      const earlier = current ? undefined : await findEarlierFileById(db, token.fileId);
      const document = current ?? earlier;
      if (
        !document ||
        !isSignedFor(downloadKey, token, document.storage_path, current ? 'current' : 'earlier')
      )
        return linkInvalid(reply);
      const kind = kindOf(document.storage_path);
      const file = await storage.open(document.storage_path);
      if (!file || !kind) {
        request.log.error({ fileId: document.id }, 'a recorded file is not in storage');
        return linkInvalid(reply);
      }
      reply
        .header('content-type', kind.mime)
        .header('content-length', String(file.size))
        .header(
          'content-disposition',
          attachmentDisposition(downloadName(document.original_filename, kind.ext)),
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'; sandbox");
      if (request.method === 'HEAD') {
        file.body.destroy();
        return reply.send();
      }
      return reply.send(file.body);
    },
  });
};
