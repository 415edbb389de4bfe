import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '../../../components/progress-bar';

/** The wizard's progress (docs/product/screens.md), announced as a labelled progress bar. */
export function WizardProgressBar({ value }: { value: number }) {
  const { t } = useTranslation('applicant');
  const text = t('onboarding.progressValue', { value: Math.round(value) });
  return (
    <Stack gap="2">
      <Stack direction="row" justify="space-between" fontSize="sm">
        <Text fontWeight="medium" aria-hidden>
          {t('onboarding.progressLabel')}
        </Text>
        <Text color="fg.muted" aria-hidden>
          {text}
        </Text>
      </Stack>
      <ProgressBar value={value} label={t('onboarding.progressLabel')} valueText={text} />
    </Stack>
  );
}
