import { useEffect, useRef } from 'react';
import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ASSISTANT_NAMESPACE } from '../assistant-catalogue';
import { useAssistantState } from '../stores/assistant-store';
import { ChatBubble } from './chat-bubble';
import { TypingIndicator } from './typing-indicator';

/** The conversation, newest at the bottom; a polite live region reads each new reply aloud. */
export function ChatThread() {
  const { t } = useTranslation(ASSISTANT_NAMESPACE);
  const messages = useAssistantState((state) => state.messages);
  const pending = useAssistantState((state) => state.pending);
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, pending]);

  return (
    <Stack
      role="log"
      aria-live="polite"
      aria-relevant="additions"
      aria-label={t('conversation')}
      flex="1"
      overflowY="auto"
      gap="3"
      px="4"
      py="4"
      tabIndex={0}
      _focusVisible={{
        outline: '2px solid',
        outlineColor: 'brand.focusRing',
        outlineOffset: '-2px',
      }}
    >
      {messages.map((message) => (
        <ChatBubble key={message.id} message={message} />
      ))}
      {pending && <TypingIndicator />}
      <div ref={end} />
    </Stack>
  );
}
