export { useLawyerConversation } from './hooks/use-lawyer-conversation';
export { useLawyerUnreadThreads } from './api/lawyer-unread-counts';
export { MessageList } from './components/message-list';
export { MessageComposer } from './components/message-composer';
export { StreamStatus } from './components/stream-status';
export type { LawyerChatTexts } from './lib/lawyer-chat-texts';
