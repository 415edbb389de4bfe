/**
 * The lawyer chat, for the lead to place: the page of `/dashboard/lawyer-chat`, and for the
 * dashboard a link with the unread count (or just the count).
 */
export { LawyerChatPage } from './components/lawyer-chat-page';
export { LawyerChatLink, LawyerChatUnreadBadge } from './components/lawyer-chat-link';
export { useLawyerUnreadCount } from './api/lawyer-unread-count';
