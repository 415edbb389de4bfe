/**
 * The agent's side of the lawyer chat, for the lead to place: the conversation panel of one
 * assigned applicant, and for the assigned-users list the unread counts and their badge.
 */
export { LawyerChatPanel, type LawyerChatPanelProps } from './components/lawyer-chat-panel';
export { UnreadMessagesBadge } from './components/unread-messages-badge';
export { ApplicantUnreadBadge } from './components/applicant-unread-badge';
export { useLawyerUnreadCounts } from './api/lawyer-unread-counts';
