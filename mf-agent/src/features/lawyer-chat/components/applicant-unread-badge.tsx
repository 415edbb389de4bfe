import { useLawyerUnreadCounts } from '../api/lawyer-unread-counts';
import { UnreadMessagesBadge } from './unread-messages-badge';

/** One applicant's unread count; every row shares the one cached unread-counts request. */
export function ApplicantUnreadBadge({ applicantId }: { applicantId: string }) {
  const counts = useLawyerUnreadCounts();
  return <UnreadMessagesBadge count={counts[applicantId]} />;
}
