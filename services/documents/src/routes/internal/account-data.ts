import type { FastifyPluginAsync } from 'fastify';
import {
  INTERNAL_ROUTES,
  accountEraseRequestSchema,
  accountExportRequestSchema,
} from '@nomada/contracts';
import { parseBody, requireInternalCaller } from '@nomada/service-kit';
import { eraseDocumentsOf } from '../../accounts/erase-documents';
import { exportDocumentsOf } from '../../accounts/export-documents';
import type { DocumentsDeps } from '../../deps';

/** Identity's account-export and account-delete: this service's part of a person's data. */
export const accountDataRoutes: FastifyPluginAsync<DocumentsDeps> = async (app, deps) => {
  const internal = { preHandler: requireInternalCaller(deps.config.SESSION_SECRET) };

  app.post(INTERNAL_ROUTES.accounts.export, internal, async (request) =>
    exportDocumentsOf(deps, parseBody(accountExportRequestSchema, request.body)),
  );

  app.post(INTERNAL_ROUTES.accounts.erase, internal, async (request) => {
    const { userId } = parseBody(accountEraseRequestSchema, request.body);
    const erased = await eraseDocumentsOf(deps, userId, request.log);
    request.log.info({ userId, ...erased }, 'documents of an erased account removed');
    return { erased };
  });
};
