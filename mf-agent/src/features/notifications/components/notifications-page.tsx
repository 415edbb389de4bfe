import { Alert, Box, Button, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AgentNotification } from '@nomada/contracts';
import { useLanguage } from '@nomada/i18n';
import { PageContainer } from '@nomada/ui';
import { ApplicantLink } from '../../../components/applicant-link';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { formatDateTime } from '../../../lib/format';
import { useAgentNotifications } from '../api/agent-notifications';

function NotificationItem({
  item,
  onRead,
}: {
  item: AgentNotification;
  onRead: (ids: readonly string[]) => void;
}) {
  const { t } = useTranslation('agent');
  const { language } = useLanguage();
  const read = () => onRead([item.id]);
  return (
    <List.Item
      display="block"
      borderWidth="1px"
      borderColor={item.read ? 'border.muted' : 'brand.300'}
      borderStartWidth="4px"
      borderStartColor={item.read ? 'border.muted' : 'brand.solid'}
      borderRadius="lg"
      bg={item.read ? 'bg' : 'bg.panel'}
      px={{ base: '3', md: '4' }}
      py="3"
      data-testid="agent-notification"
      data-read={item.read}
    >
      <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="2">
        <Stack gap="1" minW="0">
          <Text fontSize="sm" fontWeight={item.read ? 'medium' : 'bold'}>
            {t(`notifications.kinds.${item.kind}`)}
            {!item.read && (
              <Text as="span" srOnly>
                {` (${t('notifications.unread')})`}
              </Text>
            )}
          </Text>
          <Text fontSize="sm" wordBreak="break-word">
            {item.userId ? (
              <ApplicantLink userId={item.userId} onClick={read}>
                {item.text}
              </ApplicantLink>
            ) : (
              item.text
            )}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            <time dateTime={item.created_at}>{formatDateTime(item.created_at, language)}</time>
          </Text>
        </Stack>
        {!item.read && (
          <Button size="xs" variant="outline" alignSelf={{ sm: 'center' }} onClick={read}>
            {t('notifications.markRead')}
          </Button>
        )}
      </Stack>
    </List.Item>
  );
}

/** Everything agents were told of, newest first; opening an applicant's case marks it read. */
export function NotificationsPage() {
  const { t } = useTranslation('agent');
  useDocumentTitle(t('notifications.title'));
  const { data, error, isLoading, markRead, markAllRead } = useAgentNotifications();
  return (
    <PageContainer>
      <Stack gap="6">
        <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="3">
          <Stack gap="1">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              {t('notifications.title')}
            </Heading>
            <Text color="fg.muted" aria-live="polite">
              {t('notifications.unreadCount', { count: data?.unread ?? 0 })}
            </Text>
          </Stack>
          {(data?.unread ?? 0) > 0 && (
            <Button variant="outline" onClick={() => void markAllRead()}>
              {t('notifications.markAllRead')}
            </Button>
          )}
        </Stack>
        {error && !data && (
          <Alert.Root status="warning" variant="subtle">
            <Alert.Indicator />
            <Alert.Description>{t('notifications.loadFailed')}</Alert.Description>
          </Alert.Root>
        )}
        {isLoading && <Text color="fg.muted">{t('notifications.loading')}</Text>}
        {data && data.items.length === 0 && (
          <Box borderWidth="1px" borderStyle="dashed" borderRadius="lg" p="6" textAlign="center">
            <Text color="fg.muted">{t('notifications.empty')}</Text>
          </Box>
        )}
        {data && data.items.length > 0 && (
          <List.Root as="ol" listStyle="none" gap="3" aria-label={t('notifications.title')}>
            {data.items.map((item) => (
              <NotificationItem key={item.id} item={item} onRead={(ids) => void markRead(ids)} />
            ))}
          </List.Root>
        )}
      </Stack>
    </PageContainer>
  );
}
