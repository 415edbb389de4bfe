import type { UserSummary } from '@nomada/contracts';
import { badRequest, notFound, type AccessClaims, type IdentityLookup } from '@nomada/service-kit';
import type { LawyerSenderRole } from '../chat-tables';

/** A conversation the caller may read and write: one premium applicant and their assigned agent. */
export type Conversation = {
  applicant: UserSummary;
  agent: UserSummary;
  /** The caller's side of it. */
  role: LawyerSenderRole;
  callerId: string;
};

const isPremiumApplicant = (user: UserSummary | undefined): user is UserSummary =>
  user?.role === 'applicant' && user.plan === 'premium' && user.status === 'approved';

/**
 * The conversation `caller` asks for, or 404: an applicant gets their own (when premium and
 * assigned), an agent that of `userId` when that applicant is assigned to them. Everyone else gets
 * the same 404, so nobody can tell a thread exists from one they may not see.
 */
export async function resolveConversation(
  directory: IdentityLookup,
  caller: AccessClaims,
  userId: string | undefined,
): Promise<Conversation> {
  if (caller.role === 'agent') {
    if (!userId) throw badRequest('invalid_request', { fields: { userId: 'Required' } });
    const users = await directory.lookupUsers([userId, caller.sub]);
    const applicant = users.get(userId);
    const agent = users.get(caller.sub);
    if (!isPremiumApplicant(applicant) || applicant.assigned_agent_id !== caller.sub || !agent)
      throw notFound();
    return { applicant, agent, role: 'agent', callerId: caller.sub };
  }
  if (userId && userId !== caller.sub) throw notFound();
  const applicant = (await directory.lookupUsers([caller.sub])).get(caller.sub);
  if (!isPremiumApplicant(applicant) || !applicant.assigned_agent_id) throw notFound();
  const agent = (await directory.lookupUsers([applicant.assigned_agent_id])).get(
    applicant.assigned_agent_id,
  );
  if (agent?.role !== 'agent') throw notFound();
  return { applicant, agent, role: 'applicant', callerId: caller.sub };
}

/** Whether the conversation still holds (the agent may have been unassigned since). */
export async function conversationHolds(
  directory: IdentityLookup,
  conversation: Conversation,
): Promise<boolean> {
  const applicant = (await directory.lookupUsers([conversation.applicant.id])).get(
    conversation.applicant.id,
  );
  return isPremiumApplicant(applicant) && applicant.assigned_agent_id === conversation.agent.id;
}
