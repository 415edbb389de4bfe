import type { FastifyPluginAsync } from 'fastify';
import { conflict, notFound, parseBody, requireInternalCaller } from '@nomada/service-kit';
import {
  INTERNAL_ROUTES,
  applicantCountsSchema,
  applicantMatchSchema,
  assignedApplicantsSchema,
  applicantQuerySchema,
  assignmentRequestSchema,
  type ApplicantRecord,
  type AssignmentAnswer,
} from '@nomada/contracts';
import type { IdentityDeps } from '../../deps';
import { findAccountById } from '../../db/repositories/accounts';
import { recordAssignmentEvent } from '../../db/repositories/decision-events';
import {
  applicantCounts,
  assignApplicant,
  assignedApplicantIds,
  matchApplicantIds,
  queryApplicants,
  unassignApplicant,
  type ApplicantRow,
  type AssignmentOutcome,
} from '../../db/repositories/applicants';

function toRecord(row: ApplicantRow): ApplicantRecord {
  return {
    ...row,
    submitted_at: row.submitted_at.toISOString(),
    decided_at: row.decided_at?.toISOString() ?? null,
    assigned_at: row.assigned_at?.toISOString() ?? null,
  };
}

/** The review service's view of applicants: pages, search, the cards' counts, and assignment. */
export const applicantsRoutes: FastifyPluginAsync<IdentityDeps> = async (app, { db, config }) => {
  const internal = { preHandler: requireInternalCaller(config.SESSION_SECRET) };

  app.post(INTERNAL_ROUTES.identity.queryApplicants, internal, async (request) => {
    const query = parseBody(applicantQuerySchema, request.body);
    const { rows, total } = await queryApplicants(db, query);
    return { applicants: rows.map(toRecord), total };
  });

  app.post(INTERNAL_ROUTES.identity.matchingApplicants, internal, async (request) => {
    const { search, limit } = parseBody(applicantMatchSchema, request.body);
    return { userIds: await matchApplicantIds(db, search, limit) };
  });

  app.post(INTERNAL_ROUTES.identity.assignedApplicants, internal, async (request) => {
    const { agentId } = parseBody(assignedApplicantsSchema, request.body);
    return { userIds: await assignedApplicantIds(db, agentId) };
  });

  app.post(INTERNAL_ROUTES.identity.applicantCounts, internal, async (request) => {
    const { agentId } = parseBody(applicantCountsSchema, request.body);
    return applicantCounts(db, agentId);
  });

  async function answer(
    userId: string,
    agentId: string,
    outcome: AssignmentOutcome,
    conflictCode: 'already_assigned' | 'not_assigned',
  ): Promise<AssignmentAnswer> {
    if (outcome.status === 'not-found') throw notFound();
    if (outcome.status === 'conflict') throw conflict(conflictCode);
    const account = await findAccountById(db, userId);
    if (!account) throw notFound();
    return {
      userId,
      agentId: outcome.assignedAt ? agentId : null,
      assignedAt: outcome.assignedAt?.toISOString() ?? null,
      language: account.language,
    };
  }

  app.post(INTERNAL_ROUTES.identity.assign, internal, async (request) => {
    const { userId, agentId } = parseBody(assignmentRequestSchema, request.body);
    const outcome = await db.transaction().execute(async (trx) => {
      const assigned = await assignApplicant(trx, userId, agentId);
      if (assigned.status === 'done') await recordAssignmentEvent(trx, userId, agentId, 'assigned');
      return assigned;
    });
    return answer(userId, agentId, outcome, 'already_assigned');
  });

  app.post(INTERNAL_ROUTES.identity.unassign, internal, async (request) => {
    const { userId, agentId } = parseBody(assignmentRequestSchema, request.body);
    const outcome = await db.transaction().execute(async (trx) => {
      const unassigned = await unassignApplicant(trx, userId, agentId);
      if (unassigned.status === 'done')
        await recordAssignmentEvent(trx, userId, agentId, 'unassigned');
      return unassigned;
    });
    return answer(userId, agentId, outcome, 'not_assigned');
  });
};
