import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { DocumentStats, RequiredDocument } from '@nomada/contracts';
import { nextStep } from '../lib/next-step';
import { DashboardCard } from './dashboard-card';

type NextStepCardProps = { documents: RequiredDocument[]; stats: DocumentStats; loading: boolean };

export function NextStepCard({ documents, stats, loading }: NextStepCardProps) {
  const { t } = useTranslation('applicant');
  const step = nextStep(documents, stats);
  const name = 'document' in step ? step.document.name : '';
  return (
    <DashboardCard
      id="next-step"
      title={t('overview.nextStep.title')}
      loading={loading}
      testId="next-step"
    >
      <Text fontWeight="semibold">{t(`overview.nextStep.${step.kind}.title`, { name })}</Text>
      <Text color="fg.muted">{t(`overview.nextStep.${step.kind}.text`, { name })}</Text>
      {(step.kind === 'upload' || step.kind === 'reupload') && (
        <Button asChild colorPalette="brand" alignSelf="flex-start">
          <RouterLink to="/dashboard/documents">{t('overview.nextStep.goToDocuments')}</RouterLink>
        </Button>
      )}
    </DashboardCard>
  );
}
