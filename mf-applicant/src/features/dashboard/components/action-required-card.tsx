import { List, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { RequiredDocument } from '@nomada/contracts';
import { AlertCircleIcon, CheckCircleIcon } from '@nomada/ui';
import { documentsNeedingAction } from '../lib/next-step';
import { DashboardCard } from './dashboard-card';

type ActionRequiredCardProps = { documents: RequiredDocument[]; loading: boolean };

export function ActionRequiredCard({ documents, loading }: ActionRequiredCardProps) {
  const { t } = useTranslation('applicant');
  const needed = documentsNeedingAction(documents);
  return (
    <DashboardCard
      id="action-required"
      title={t('overview.action.title')}
      loading={loading}
      testId="action-required"
    >
      {needed.length === 0 ? (
        <Text color="fg.muted" display="flex" gap="2" alignItems="center">
          <CheckCircleIcon color="green.600" />
          {t('overview.action.none')}
        </Text>
      ) : (
        <List.Root gap="3" variant="plain">
          {needed.map((document) => (
            <List.Item key={document.id} alignItems="flex-start">
              <List.Indicator
                asChild
                color={document.status === 'rejected' ? 'red.600' : 'orange.600'}
              >
                <AlertCircleIcon mt="0.5" />
              </List.Indicator>
              <Text>
                {document.status === 'rejected'
                  ? t('overview.action.reupload', {
                      name: document.name,
                      reason: document.rejection_reason || t('documents.noReason'),
                    })
                  : t('overview.action.upload', { name: document.name })}
              </Text>
            </List.Item>
          ))}
        </List.Root>
      )}
    </DashboardCard>
  );
}
