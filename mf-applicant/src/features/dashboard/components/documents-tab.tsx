import { Button, Card, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AlertCircleIcon, RefreshIcon, StatusPanel } from '@nomada/ui';
import { ProgressBar } from '../../../components/progress-bar';
import { useDashboardData } from '../api/get-dashboard-data';
import { DocumentCard } from './document-card';
import { DocumentSkeletons } from './document-skeletons';
import { groupByPerson } from '../lib/group-by-person';

export function DocumentsTab() {
  const { t } = useTranslation('applicant');
  const { requiredDocuments, stats, family, isLoading, error, reload } = useDashboardData();
  const groups = groupByPerson(requiredDocuments, family?.members ?? []);
  const approvedText = t('documents.counter', { approved: stats.approved, total: stats.total });
  return (
    <Stack gap="6">
      <Stack
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', md: 'flex-end' }}
        gap="4"
      >
        <Stack gap="1">
          <Heading as="h2" size="xl">
            {t('documents.title')}
          </Heading>
          <Text color="fg.muted">{t('documents.subtitle')}</Text>
        </Stack>
        {!isLoading && !error && stats.total > 0 && (
          <Card.Root variant="subtle" minW={{ md: '64' }} size="sm">
            <Card.Body gap="2">
              <Text fontWeight="semibold" data-testid="documents-counter">
                {approvedText}
              </Text>
              <ProgressBar
                value={stats.progressPercentage}
                label={t('documents.counterLabel')}
                valueText={approvedText}
                color="green.600"
              />
            </Card.Body>
          </Card.Root>
        )}
      </Stack>
      {isLoading ? (
        <DocumentSkeletons />
      ) : error ? (
        <StatusPanel
          as="h2"
          icon={AlertCircleIcon}
          tone={error.code === 'application_pending' ? 'warning' : 'danger'}
          title={t('documents.loadFailedTitle')}
          text={t(`validation:${error.code}`, { defaultValue: t('documents.loadFailedText') })}
          actions={
            <Button variant="outline" onClick={() => void reload()}>
              <RefreshIcon />
              {t('documents.retry')}
            </Button>
          }
        />
      ) : requiredDocuments.length === 0 ? (
        <StatusPanel
          as="h2"
          tone="neutral"
          title={t('documents.emptyTitle')}
          text={t('documents.emptyText')}
        />
      ) : (
        <Stack gap="8">
          {groups.map((group) => {
            const label = group.member
              ? t('documents.forMember', {
                  name: `${group.member.first_name} ${group.member.last_name}`,
                })
              : groups.length > 1
                ? t('documents.forYou')
                : t('documents.listLabel');
            return (
              <Stack key={group.member?.id ?? 'applicant'} gap="3">
                {groups.length > 1 && (
                  <Heading as="h3" size="md" wordBreak="break-word">
                    {label}
                  </Heading>
                )}
                <List.Root as="ul" listStyleType="none" gap="4" aria-label={label}>
                  {group.documents.map((document) => (
                    <DocumentCard key={document.id} document={document} reload={reload} />
                  ))}
                </List.Root>
              </Stack>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
