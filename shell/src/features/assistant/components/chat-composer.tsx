import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Box, Field, HStack, IconButton, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CHAT_MESSAGE_MAX } from '@nomada/contracts';
import { ASSISTANT_NAMESPACE } from '../assistant-catalogue';
import { useSendQuestion } from '../hooks/use-send-question';
import { setDraft, useAssistantState } from '../stores/assistant-store';
import { SendIcon } from './assistant-icons';

/** The count shows once a question gets long. */
const COUNT_FROM = CHAT_MESSAGE_MAX - 200;

/**
 * docs/product/validation.md: Enter sends, Shift+Enter starts a new line; nothing goes while the input is
 * empty or an answer is pending (the input is disabled then, and focus comes back after).
 */
export function ChatComposer() {
  const { t } = useTranslation(ASSISTANT_NAMESPACE);
  const draft = useAssistantState((state) => state.draft);
  const pending = useAssistantState((state) => state.pending);
  const send = useSendQuestion();
  const input = useRef<HTMLTextAreaElement>(null);
  const canSend = Boolean(draft.trim()) && !pending;

  useEffect(() => {
    if (!pending) input.current?.focus();
  }, [pending]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <Box
      as="form"
      borderTopWidth="1px"
      borderColor="border.muted"
      px="3"
      pt="3"
      pb="2"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <Field.Root>
        <Field.Label srOnly>{t('messageLabel')}</Field.Label>
        <HStack w="full" align="flex-end" gap="2">
          <Textarea
            ref={input}
            name="message"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder={t('placeholder')}
            disabled={pending}
            maxLength={CHAT_MESSAGE_MAX}
            rows={1}
            autoresize
            maxH="7.5rem"
            resize="none"
            fontSize="sm"
            data-testid="assistant-input"
          />
          <IconButton
            type="submit"
            aria-label={t('send')}
            colorPalette="brand"
            disabled={!canSend}
            borderRadius="full"
            flexShrink={0}
          >
            <SendIcon />
          </IconButton>
        </HStack>
      </Field.Root>
      {draft.length >= COUNT_FROM ? (
        <Text fontSize="xs" color="fg.muted" mt="1" aria-live="polite">
          {t('characters', { count: draft.length, max: CHAT_MESSAGE_MAX })}
        </Text>
      ) : (
        <Text fontSize="2xs" color="fg.muted" mt="1">
          {t('disclaimer')}
        </Text>
      )}
    </Box>
  );
}
