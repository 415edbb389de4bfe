import { CHAT_HISTORY_USED, type ChatHistoryItem } from '@nomada/contracts';
import type { AssistantMessage } from '../stores/assistant-store';

/** The history item's longest content (contracts: twice a message). */
const CONTENT_MAX = 4000;

/**
 * docs/product/http-api.md: the last 5 messages before the question, as `{id, content, role, timestamp}`.
 * The widget's own greeting and apologies say nothing the server needs.
 */
export function conversationHistory(messages: readonly AssistantMessage[]): ChatHistoryItem[] {
  return messages
    .filter((message) => !message.local)
    .slice(-CHAT_HISTORY_USED)
    .map(({ id, content, role, timestamp }) => ({
      id,
      content: content.slice(0, CONTENT_MAX),
      role,
      timestamp,
    }));
}
