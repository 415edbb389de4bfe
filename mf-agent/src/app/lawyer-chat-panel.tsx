import type { AssignedUserPanel } from '../features/dashboard/components/assignments/assigned-user-panel';
import { ApplicantUnreadBadge, LawyerChatPanel } from '../features/lawyer-chat';

/** The lawyer conversation under each assigned premium applicant, with their unread count. */
export const lawyerChatPanel: AssignedUserPanel = {
  isAvailableFor: (user) => user.plan === 'premium',
  badge: (user) => <ApplicantUnreadBadge applicantId={user.user_id} />,
  render: (user) => <LawyerChatPanel applicantId={user.user_id} />,
};
