/** What the dashboard shows of the lawyer chat, without the chat page itself (its own chunk). */
export { LawyerChatLink } from './components/lawyer-chat-link';
