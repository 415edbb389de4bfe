import type { FastifyPluginAsync } from 'fastify';
import {
  HolidaysUnknownError,
  INTERNAL_ROUTES,
  caseOfUserRequestSchema,
  errorText,
  completeDeadlineRequestSchema,
  correctCaseEventRequestSchema,
  openDeadlinesRequestSchema,
  setCaseStageRequestSchema,
  setItemRequirementsRequestSchema,
  spanishToday,
  type Case,
  type CaseEvent,
  type ComputedDeadline,
  type OpenDeadlineRecord,
} from '@nomada/contracts';
import {
  badRequest,
  conflict,
  notFound,
  parseBody,
  requireInternalCaller,
} from '@nomada/service-kit';
import { completeDeadline, openDeadlinesOf } from '../../db/repositories/case-deadlines';
import { caseOf, lockCaseOf, moveCase } from '../../db/repositories/case-events';
import { correctLatestEvent } from '../../db/repositories/correct-case-event';
import { recordCaseStageEvent } from '../../db/repositories/decision-events';
import { saveRequirements } from '../../db/repositories/item-requirements';
import { findChecklistItem } from '../../db/repositories/required-documents';
import type { DocumentsDeps } from '../../deps';

/**
 * Review only (decisions 058 and 080): move a case for its assigned agent (review checked who may),
 * mark one of its deadlines done, and read cases and open deadlines. A move the table does not allow
 * is 409 `stage_not_allowed`, nothing written; a move, its requested items, its deadlines and its
 * decision event (audit entry and email, decision 064) commit together.
 */
/** The date the applicant's email names: the request's answer, the first appeal, or the appeal's decision. */
function whatTheApplicantMustMeet(deadlines: ComputedDeadline[]): string | undefined {
  return deadlines.find(
    (deadline) =>
      deadline.kind === 'request_answer' ||
      deadline.kind === 'appeal_reposicion' ||
      deadline.kind === 'appeal_decision_due',
  )?.due_on;
}

export const caseStageRoutes: FastifyPluginAsync<DocumentsDeps> = async (
  app,
  { db, config, calendar, now },
) => {
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
      const moved = await db
        .transaction()
        .execute(async (trx) => {
          await lockCaseOf(trx, move.userId);
          const result = await moveCase(trx, move, calendar);
          if (result.outcome !== 'not_allowed')
            await recordCaseStageEvent(trx, {
              userId: move.userId,
              agentId: move.agentId,
              event: result.event,
              dueOn: whatTheApplicantMustMeet(result.deadlines),
            });
          return result;
        })
        .catch((error: unknown) => {
          if (error instanceof HolidaysUnknownError)
            throw badRequest('holidays_unknown', {
              fields: { date: errorText('holidays_unknown') },
            });
          throw error;
        });
      if (moved.outcome === 'not_allowed') throw conflict('stage_not_allowed');
      request.log.info({ userId: move.userId, stage: move.stage, by: move.agentId }, 'case moved');
      return { case: await caseOf(db, move.userId), event: moved.event };
    },
  );

  app.post(
    INTERNAL_ROUTES.documents.completeDeadline,
    internal,
    async (request): Promise<{ case: Case }> => {
      const done = parseBody(completeDeadlineRequestSchema, request.body);
      const outcome = await db.transaction().execute(async (trx) => {
        await lockCaseOf(trx, done.userId);
        return completeDeadline(trx, done);
      });
      if (outcome === 'not_found') throw notFound();
      if (outcome === 'not_open') throw conflict('deadline_not_open');
      request.log.info({ userId: done.userId, deadlineId: done.deadlineId }, 'deadline done');
      return { case: await caseOf(db, done.userId) };
    },
  );

  app.post(
    INTERNAL_ROUTES.documents.correctEvent,
    internal,
    async (request): Promise<{ case: Case }> => {
      const correction = parseBody(correctCaseEventRequestSchema, request.body);
      const corrected = await db
        .transaction()
        .execute(async (trx) => {
          await lockCaseOf(trx, correction.userId);
          return correctLatestEvent(trx, correction, calendar);
        })
        .catch((error: unknown) => {
          if (error instanceof HolidaysUnknownError)
            throw badRequest('holidays_unknown', {
              fields: { date: errorText('holidays_unknown') },
            });
          throw error;
        });
      if (corrected.outcome === 'nothing_to_correct') throw conflict('stage_not_allowed');
      if (corrected.outcome === 'not_applicable')
        throw badRequest('invalid_request', {
          fields: { [corrected.field]: errorText('invalid_request') },
        });
      if (corrected.outcome === 'valid_until_before_date')
        throw badRequest('valid_until_before_date', {
          fields: { valid_until: errorText('valid_until_before_date') },
        });
      request.log.info(
        { userId: correction.userId, by: correction.agentId },
        'case step corrected',
      );
      return { case: await caseOf(db, correction.userId) };
    },
  );

  app.post(
    INTERNAL_ROUTES.documents.itemRequirements,
    internal,
    async (request): Promise<{ success: true }> => {
      const decided = parseBody(setItemRequirementsRequestSchema, request.body);
      const item = await findChecklistItem(
        db,
        { userId: decided.userId, plan: decided.plan },
        decided.requiredDocumentId,
      );
      if (!item) throw notFound();
      await saveRequirements(db, decided);
      request.log.info(
        { userId: decided.userId, requiredDocumentId: item.id, by: decided.agentId },
        'paper requirements set',
      );
      return { success: true };
    },
  );

  app.post(
    INTERNAL_ROUTES.documents.openDeadlines,
    internal,
    async (request): Promise<{ deadlines: OpenDeadlineRecord[] }> => {
      const asked = parseBody(openDeadlinesRequestSchema, request.body);
      const today = spanishToday(new Date(now()));
      return {
        deadlines: await openDeadlinesOf(db, 'all' in asked ? 'all' : asked.userIds, {
          calendar,
          today,
        }),
      };
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
