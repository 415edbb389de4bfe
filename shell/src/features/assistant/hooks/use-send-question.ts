import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_MESSAGE_MAX } from '@nomada/contracts';
import { isApiError, toast, type ApiErrorCode } from '@nomada/state';
import { errorMessage } from '@nomada/ui';
import { askVisaAssistant } from '../api/ask-visa-assistant';
import { ASSISTANT_NAMESPACE } from '../assistant-catalogue';
import { conversationHistory } from '../lib/chat-history';
import {
  addMessage,
  assistantStore,
  nextMessageId,
  setDraft,
  setPending,
} from '../stores/assistant-store';

/** Failures whose own text tells the applicant more than the catalogue's 'Failed to send message' (docs/product/messages.md). */
const TOLD_BY_CODE = new Set<ApiErrorCode>([
  'chat_timeout',
  'premium_required',
  'application_rejected',
  'rate_limited',
  'chat_message_too_long',
  'unauthorized',
]);

function failureText(error: unknown, failed: string): string {
  return isApiError(error) && TOLD_BY_CODE.has(error.code) ? errorMessage(error) : failed;
}

/**
 * Sends the draft: trimmed, never empty, never while an answer is pending (docs/product/validation.md). A
 * failure shows the 'Error' toast and the assistant's apology (section 8).
 */
export function useSendQuestion() {
  const { t } = useTranslation(ASSISTANT_NAMESPACE);
  return useCallback(async () => {
    const { draft, pending, messages } = assistantStore.getState();
    const message = draft.trim();
    if (!message || pending || message.length > CHAT_MESSAGE_MAX) return;
    const history = conversationHistory(messages);
    addMessage({
      id: nextMessageId(),
      role: 'user',
      content: message,
      timestamp: new Date().toISOString(),
    });
    setDraft('');
    setPending(true);
    try {
      const answer = await askVisaAssistant({ message, conversationHistory: history });
      addMessage({
        id: nextMessageId(),
        role: 'assistant',
        content: answer.response,
        timestamp: new Date().toISOString(),
        sources: answer.sources ?? [],
      });
    } catch (error) {
      toast({
        title: t('errorTitle'),
        description: failureText(error, t('failed')),
        variant: 'destructive',
      });
      addMessage({
        id: nextMessageId(),
        role: 'assistant',
        content: '',
        timestamp: new Date().toISOString(),
        local: 'apology',
      });
    } finally {
      setPending(false);
    }
  }, [t]);
}
