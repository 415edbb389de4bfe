import type { FastifyPluginAsync } from 'fastify';
import {
  INTERNAL_ROUTES,
  accountEraseRequestSchema,
  accountExportRequestSchema,
} from '@nomada/contracts';
import { parseBody, requireInternalCaller } from '@nomada/service-kit';
import { exportDecisionsOf, pseudonymiseDecisionsOf } from '../accounts/account-decisions';
import type { ReviewDeps } from '../deps';

/** Identity's account-export and account-delete: the decisions about a person. */
export const accountDataRoutes: FastifyPluginAsync<ReviewDeps> = async (app, deps) => {
  const internal = { preHandler: requireInternalCaller(deps.config.SESSION_SECRET) };

  app.post(INTERNAL_ROUTES.accounts.export, internal, async (request) => {
    const { userId, language } = parseBody(accountExportRequestSchema, request.body);
    return { decisions: await exportDecisionsOf(deps, userId, language) };
  });

  app.post(INTERNAL_ROUTES.accounts.erase, internal, async (request) => {
    const body = parseBody(accountEraseRequestSchema, request.body);
    const erased = await pseudonymiseDecisionsOf(deps, body);
    request.log.info(
      { pseudonym: body.pseudonym, ...erased },
      'decisions of an erased account pseudonymised',
    );
    return { erased };
  });
};
