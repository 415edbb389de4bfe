import { List, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CheckCircleIcon } from '@nomada/ui';
import { DashboardCard } from './dashboard-card';

const GUIDELINES = ['formats', 'size', 'legible', 'complete', 'recent', 'translations'] as const;

export function DocumentGuidelinesCard() {
  const { t } = useTranslation('applicant');
  return (
    <DashboardCard id="support-guidelines" title={t('support.guidelines.title')}>
      <List.Root gap="3" variant="plain">
        {GUIDELINES.map((guideline) => (
          <List.Item key={guideline} alignItems="flex-start">
            <List.Indicator asChild color="green.600">
              <CheckCircleIcon mt="0.5" />
            </List.Indicator>
            <Text>{t(`support.guidelines.${guideline}`)}</Text>
          </List.Item>
        ))}
      </List.Root>
    </DashboardCard>
  );
}
