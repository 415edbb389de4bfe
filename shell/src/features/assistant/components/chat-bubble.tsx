import { Box, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ASSISTANT_NAMESPACE } from '../assistant-catalogue';
import type { AssistantMessage } from '../stores/assistant-store';
import { AnswerSources } from './answer-sources';

/** A message as paragraphs of plain text: whatever an answer contains is shown, never run. */
export function ChatBubble({ message }: { message: AssistantMessage }) {
  const { t } = useTranslation(ASSISTANT_NAMESPACE);
  const mine = message.role === 'user';
  const text = message.local ? t(message.local) : message.content;
  return (
    <Box
      alignSelf={mine ? 'flex-end' : 'flex-start'}
      maxW="85%"
      bg={mine ? 'brand.solid' : 'bg.muted'}
      color={mine ? 'brand.contrast' : 'fg'}
      borderRadius="xl"
      borderBottomRightRadius={mine ? 'sm' : 'xl'}
      borderBottomLeftRadius={mine ? 'xl' : 'sm'}
      px="3.5"
      py="2.5"
      fontSize="sm"
      data-role={message.role}
    >
      <VisuallyHidden>{mine ? t('you') : t('assistant')}: </VisuallyHidden>
      {text.split(/\n{2,}/).map((paragraph, index) => (
        <Text key={index} whiteSpace="pre-wrap" wordBreak="break-word" mt={index ? '2' : '0'}>
          {paragraph}
        </Text>
      ))}
      {message.sources && <AnswerSources sources={message.sources} />}
    </Box>
  );
}
