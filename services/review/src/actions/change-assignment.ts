import { notFound } from '@nomada/service-kit';
import type { ActionContext } from './action-context';
import { recordOwnersDecision } from './record-owners-decision';

/**
 * assignUser / unassignUser: identity changes the assignment with one conditional update, so of two
 * agents assigning one applicant at once exactly one wins (409 `already_assigned` for the other),
 * and only the agent holding an applicant can let them go (409 `not_assigned`). Only applicants are
 * assigned: anyone else is as unknown here as an id nobody has (404). The applicant is emailed who
 * took their case (the lawyer-chat page promises it).
 */
export async function changeAssignment(
  context: ActionContext,
  { userId, change }: { userId: string; change: 'assigned' | 'unassigned' },
): Promise<void> {
  const { identity } = context.deps;
  const person = (await identity.lookupUsers([userId])).get(userId);
  if (person?.role !== 'applicant') throw notFound();
  if (change === 'assigned') await identity.assign(userId, context.agentId);
  else await identity.unassign(userId, context.agentId);
  await recordOwnersDecision(context);
}
