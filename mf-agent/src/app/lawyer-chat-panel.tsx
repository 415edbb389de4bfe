import type { AgentCase } from '@nomada/contracts';
import type { AssignedUserPanel } from '../features/dashboard/components/assignments/assigned-user-panel';
import { ApplicantUnreadBadge, LawyerChatPanel } from '../features/lawyer-chat';

/** The lawyer conversation under each assigned premium applicant, with their unread count. */
export const lawyerChatPanel: AssignedUserPanel = {
  isAvailableFor: (user) => user.plan === 'premium',
  badge: (user) => <ApplicantUnreadBadge applicantId={user.user_id} />,
  render: (user) => <LawyerChatPanel applicantId={user.user_id} />,
};

/** On a case page: the conversation, when the applicant is premium and this agent's own. */
export function caseLawyerChat({ profile, assignedAgent }: AgentCase, agentId: string) {
  const hasConversation =
    profile.plan === 'premium' && profile.status === 'approved' && assignedAgent?.id === agentId;
  return hasConversation ? <LawyerChatPanel applicantId={profile.id} height="28rem" /> : null;
}
