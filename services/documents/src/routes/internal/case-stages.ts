import type { FastifyPluginAsync } from 'fastify';
import {
  INTERNAL_ROUTES,
  caseOfUserRequestSchema,
  setCaseStageRequestSchema,
  type Case,
  type CaseEvent,
} from '@nomada/contracts';
import { conflict, parseBody, requireInternalCaller } from '@nomada/service-kit';
import { caseOf, lockCaseOf, moveCase } from '../../db/repositories/case-events';
import { recordCaseStageEvent } from '../../db/repositories/decision-events';
import type { DocumentsDeps } from '../../deps';

/**
 * Review only (decision 058): move a case for its assigned agent (review checked who may), and read
 * one. A move the table does not allow is 409 `stage_not_allowed`, nothing written; a move and its
 * decision event (audit entry and email, decision 064) commit together.
 */
export const caseStageRoutes: FastifyPluginAsync<DocumentsDeps> = async (app, { db, config }) => {
  const internal = { preHandler: requireInternalCaller(config.SESSION_SECRET) };

  app.post(
    INTERNAL_ROUTES.documents.setCaseStage,
    internal,
    async (
      request,
    ): Promise<{
      case: Case;
      event: CaseEvent;
    }> => {
      const move = parseBody(setCaseStageRequestSchema, request.body);
      await caseOf(db, move.userId);
      const moved = await db.transaction().execute(async (trx) => {
        await lockCaseOf(trx, move.userId);
        const result = await moveCase(trx, move);
        if (result.outcome !== 'not_allowed')
          await recordCaseStageEvent(trx, {
            userId: move.userId,
            agentId: move.agentId,
            event: result.event,
          });
        return result;
      });
      if (moved.outcome === 'not_allowed') throw conflict('stage_not_allowed');
      request.log.info({ userId: move.userId, stage: move.stage, by: move.agentId }, 'case moved');
      return { case: await caseOf(db, move.userId), event: moved.event };
    },
  );

  app.post(
    INTERNAL_ROUTES.documents.caseOfUser,
    internal,
    async (request): Promise<{ case: Case }> => {
      const { userId } = parseBody(caseOfUserRequestSchema, request.body);
      return { case: await caseOf(db, userId) };
    },
  );
};
