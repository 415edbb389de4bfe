import { Badge, Box, Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  MessageComposer,
  MessageList,
  StreamStatus,
  useLawyerConversation,
} from '@nomada/lawyer-chat';
import { AlertCircleIcon } from '@nomada/ui';
import { AGENT_LAWYER_CHAT_NAMESPACE } from '../agent-lawyer-chat-catalogue';

export type LawyerChatPanelProps = {
  /** The assigned premium applicant whose conversation this is. */
  applicantId: string;
  /** Height of the panel; the thread scrolls inside it. */
  height?: string;
};

/**
 * The agent's conversation with one assigned premium applicant, live (Server-Sent Events): for the
 * assigned-user view. Applicants not assigned to this agent, or on the basic plan, have none.
 */
export function LawyerChatPanel({ applicantId, height = '34rem' }: LawyerChatPanelProps) {
  const { t } = useTranslation(AGENT_LAWYER_CHAT_NAMESPACE);
  const { data, error, isLoading, mutate, addMessages, stream } =
    useLawyerConversation(applicantId);
  const name = data?.counterpart
    ? `${data.counterpart.first_name} ${data.counterpart.last_name}`.trim()
    : '';

  return (
    <Stack
      as="section"
      aria-labelledby={`lawyer-chat-${applicantId}`}
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="2xl"
      overflow="hidden"
      gap="0"
      h={height}
    >
      <Box px="4" py="3" borderBottomWidth="1px" borderColor="border.muted">
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Heading as="h2" size="sm" id={`lawyer-chat-${applicantId}`}>
            {name ? t('title', { name }) : t('titleNoName')}
          </Heading>
          {data && (
            <Badge colorPalette="purple" variant="subtle" whiteSpace="normal" h="auto" py="0.5">
              {t('premium')}
            </Badge>
          )}
        </HStack>
        <StreamStatus namespace={AGENT_LAWYER_CHAT_NAMESPACE} stream={stream} />
      </Box>
      {isLoading && !data ? (
        <Stack flex="1" align="center" justify="center">
          <Spinner color="brand.600" />
        </Stack>
      ) : error || !data ? (
        <Stack flex="1" align="center" justify="center" textAlign="center" gap="3" px="6">
          <AlertCircleIcon
            boxSize="8"
            color={error?.code === 'not_found' ? 'fg.muted' : 'red.500'}
          />
          <Text fontWeight="semibold">{t('errors.loadTitle')}</Text>
          {error?.code === 'not_found' ? (
            <Text color="fg.muted" fontSize="sm">
              {t('errors.notAvailable')}
            </Text>
          ) : (
            <Button size="sm" colorPalette="brand" onClick={() => void mutate()}>
              {t('errors.retry')}
            </Button>
          )}
        </Stack>
      ) : (
        <>
          <MessageList
            namespace={AGENT_LAWYER_CHAT_NAMESPACE}
            reader="agent"
            messages={data.messages}
            counterpartName={name}
          />
          <MessageComposer
            namespace={AGENT_LAWYER_CHAT_NAMESPACE}
            applicantId={applicantId}
            counterpartName={name}
            onSent={(message) => void addMessages([message])}
          />
        </>
      )}
    </Stack>
  );
}
