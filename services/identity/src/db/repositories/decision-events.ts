import { writeDecisionEvent } from '@nomada/service-kit';
import type { NewDecisionEvent } from '@nomada/contracts';
import { findAccountById, type Db } from './accounts';

/** Decision 064: the audit entry and email of a decision identity applies, in its transaction. */
export function recordDecisionEvent(trx: Db, event: NewDecisionEvent): Promise<string> {
  return writeDecisionEvent(trx, 'identity', event);
}

/**
 * An assignment change joins the trail; the applicant is emailed who took their case (by the
 * agent's name, or email when they gave none), not when they are let go.
 */
export async function recordAssignmentEvent(
  trx: Db,
  userId: string,
  agentId: string,
  change: 'assigned' | 'unassigned',
): Promise<string> {
  const agent = await findAccountById(trx, agentId);
  const agentName = agent ? `${agent.first_name} ${agent.last_name}`.trim() || agent.email : '';
  return recordDecisionEvent(trx, {
    audit: {
      agentId,
      subjectType: 'assignment',
      subjectId: userId,
      userId,
      decision: change,
      reason: null,
    },
    email:
      change === 'assigned' && agentName
        ? { template: 'applicant-assigned', details: { agentName } }
        : null,
  });
}
