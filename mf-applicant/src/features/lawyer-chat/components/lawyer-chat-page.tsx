import { Box, Button, Grid, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  MessageComposer,
  MessageList,
  StreamStatus,
  useLawyerConversation,
} from '@nomada/lawyer-chat';
import { useSession } from '@nomada/state';
import { AlertCircleIcon, ArrowLeftIcon, ClockIcon, PageContainer, StatusPanel } from '@nomada/ui';
import { LAWYER_CHAT_NAMESPACE } from '../lawyer-chat-catalogue';
import { ConsultationCard } from './consultation-card';

function BackLink() {
  const { t } = useTranslation(LAWYER_CHAT_NAMESPACE);
  return (
    <Link asChild color="fg.muted" fontSize="sm" _hover={{ color: 'brand.700' }}>
      <RouterLink to="/dashboard">
        <ArrowLeftIcon /> {t('back')}
      </RouterLink>
    </Link>
  );
}

function Conversation() {
  const { t } = useTranslation(LAWYER_CHAT_NAMESPACE);
  const { data, error, isLoading, mutate, addMessages, stream } = useLawyerConversation();

  if (isLoading && !data)
    return (
      <Stack align="center" py="20">
        <Spinner size="lg" color="brand.600" />
      </Stack>
    );
  if (error?.code === 'not_found')
    return (
      <StatusPanel
        icon={ClockIcon}
        title={t('notAssigned.title')}
        text={t('notAssigned.text')}
        as="h2"
      />
    );
  if (error || !data)
    return (
      <StatusPanel
        icon={AlertCircleIcon}
        tone="danger"
        as="h2"
        title={t('errors.loadTitle')}
        text={t('errors.loadText')}
        actions={
          <Button colorPalette="brand" onClick={() => void mutate()}>
            {t('errors.retry')}
          </Button>
        }
      />
    );

  const lawyerName = data.counterpart
    ? `${data.counterpart.first_name} ${data.counterpart.last_name}`.trim()
    : t('lawyerRole');
  return (
    <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6" alignItems="start">
      <Stack
        bg="bg.panel"
        borderWidth="1px"
        borderColor="border.muted"
        borderRadius="2xl"
        overflow="hidden"
        gap="0"
        h={{ base: 'min(70dvh, 640px)', md: 'min(65dvh, 680px)' }}
        order={{ base: 2, lg: 1 }}
      >
        <Box px="5" py="3" borderBottomWidth="1px" borderColor="border.muted">
          <Text fontWeight="semibold">{t('withLawyer', { name: lawyerName })}</Text>
          <StreamStatus namespace={LAWYER_CHAT_NAMESPACE} stream={stream} />
        </Box>
        <MessageList
          namespace={LAWYER_CHAT_NAMESPACE}
          reader="applicant"
          messages={data.messages}
          counterpartName={lawyerName}
          px={{ base: '3', md: '5' }}
        />
        <MessageComposer
          namespace={LAWYER_CHAT_NAMESPACE}
          counterpartName={lawyerName}
          onSent={(message) => void addMessages([message])}
        />
      </Stack>
      <Box order={{ base: 1, lg: 2 }}>
        <ConsultationCard lawyerName={lawyerName} />
      </Box>
    </Grid>
  );
}

/**
 * `/dashboard/lawyer-chat`: the premium applicant's messages with their assigned lawyer, live, with
 * what premium includes beside them. Basic applicants see what they would get.
 */
export function LawyerChatPage() {
  const { t } = useTranslation(LAWYER_CHAT_NAMESPACE);
  const { profile } = useSession();
  const premium = profile?.plan === 'premium';
  return (
    <PageContainer>
      <Stack gap="6">
        <Stack gap="2">
          <BackLink />
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {t('title')}
          </Heading>
          <Text color="fg.muted">{t('subtitle')}</Text>
        </Stack>
        {premium ? (
          <Conversation />
        ) : (
          <StatusPanel
            icon={ClockIcon}
            as="h2"
            title={t('upgrade.title')}
            text={t('upgrade.text')}
            actions={
              <Button asChild colorPalette="accent">
                <RouterLink to="/pricing">{t('upgrade.action')}</RouterLink>
              </Button>
            }
          />
        )}
      </Stack>
    </PageContainer>
  );
}
