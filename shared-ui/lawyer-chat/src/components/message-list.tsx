import { useEffect, useRef } from 'react';
import { Box, Stack, Text, VisuallyHidden, type StackProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { LawyerMessage, LawyerSenderRole } from '@nomada/contracts';
import { useLanguage } from '@nomada/i18n';
import { messageTime } from '../lib/message-times';

type Props = {
  /** The remote's catalogue namespace, with the keys of `LawyerChatTexts`. */
  namespace: string;
  messages: readonly LawyerMessage[];
  /** Who reads: their own messages on the right, the other side's on the left. */
  reader: LawyerSenderRole;
  /** The other side's name, beside their messages and in the texts' `{{name}}`. */
  counterpartName: string;
  /** The log's horizontal padding. */
  px?: StackProps['px'];
};

/** The conversation, oldest first, newest in view; new messages are read out politely. */
export function MessageList({ namespace, messages, reader, counterpartName, px = '4' }: Props) {
  const { t } = useTranslation(namespace);
  const { language } = useLanguage();
  const log = useRef<HTMLDivElement>(null);
  const labels = { today: t('today'), yesterday: t('yesterday') };
  const lastMine = [...messages].reverse().find((message) => message.sender_role === reader);

  // Only the log scrolls to its newest message: scrolling it into view would move the whole page
  // (on a phone, the title and the back link would go under the top bar).
  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [messages.length]);

  return (
    <Stack
      ref={log}
      role="log"
      aria-live="polite"
      aria-relevant="additions"
      aria-label={t('conversation', { name: counterpartName })}
      tabIndex={0}
      flex="1"
      minH="0"
      overflowY="auto"
      gap="3"
      px={px}
      py="4"
      _focusVisible={{
        outline: '2px solid',
        outlineColor: 'brand.focusRing',
        outlineOffset: '-2px',
      }}
    >
      {!messages.length && (
        <Text color="fg.muted" textAlign="center" my="auto" px="4">
          {t('empty', { name: counterpartName })}
        </Text>
      )}
      {messages.map((message) => {
        const mine = message.sender_role === reader;
        const author = mine ? t('you') : counterpartName;
        return (
          <Stack key={message.id} gap="1" alignSelf={mine ? 'flex-end' : 'flex-start'} maxW="85%">
            <Box
              bg={mine ? 'brand.solid' : 'bg.muted'}
              color={mine ? 'brand.contrast' : 'fg'}
              borderRadius="xl"
              borderBottomRightRadius={mine ? 'sm' : 'xl'}
              borderBottomLeftRadius={mine ? 'xl' : 'sm'}
              px="3.5"
              py="2.5"
            >
              <VisuallyHidden>{author}: </VisuallyHidden>
              <Text whiteSpace="pre-wrap" wordBreak="break-word">
                {message.text}
              </Text>
            </Box>
            <Text fontSize="xs" color="fg.muted" textAlign={mine ? 'end' : 'start'}>
              {mine ? '' : `${counterpartName} · `}
              <time dateTime={message.created_at}>
                {messageTime(message.created_at, language, labels)}
              </time>
              {message.id === lastMine?.id && message.read_at ? ` · ${t('seen')}` : ''}
            </Text>
          </Stack>
        );
      })}
    </Stack>
  );
}
