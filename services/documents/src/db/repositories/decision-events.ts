import { caseStageDetails, type CaseEvent, type NewDecisionEvent } from '@nomada/contracts';
import { writeDecisionEvent } from '@nomada/service-kit';
import type { Db } from './required-documents';

/** Decision 064: the audit entry and email of a decision documents applies, in its transaction. */
export function recordDecisionEvent(trx: Db, event: NewDecisionEvent): Promise<string> {
  return writeDecisionEvent(trx, 'documents', event);
}

/**
 * A case's new stage joins the trail (the agent's note as reason) and is emailed to the applicant;
 * `ready` is documents' own move, recorded under the agent whose approval completed the checklist.
 */
export function recordCaseStageEvent(
  trx: Db,
  {
    userId,
    agentId,
    event,
    dueOn,
  }: { userId: string; agentId: string; event: CaseEvent; dueOn?: string | undefined },
): Promise<string> {
  return recordDecisionEvent(trx, {
    audit: {
      agentId,
      subjectType: 'case',
      subjectId: userId,
      userId,
      decision: event.stage as 'ready',
      reason: event.stage === 'ready' ? null : (event.note ?? null),
    },
    email: {
      template: 'case-stage-changed',
      details: { caseStage: caseStageDetails({ ...event, ...(dueOn ? { dueOn } : {}) }) },
    },
  });
}
