import { Button, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon } from '@nomada/ui';
import { LAST_STEP } from '../onboarding-steps';

type WizardNavigationProps = { step: number; submitting: boolean; onPrevious: () => void };

/** Previous, and the form's submit button: Next on steps 0-4, Submit on the last. */
export function WizardNavigation({ step, submitting, onPrevious }: WizardNavigationProps) {
  const { t } = useTranslation('applicant');
  const last = step === LAST_STEP;
  return (
    <Stack direction={{ base: 'column-reverse', sm: 'row' }} justify="space-between" gap="3" pt="2">
      {step > 0 ? (
        <Button type="button" variant="outline" onClick={onPrevious} disabled={submitting}>
          <ArrowLeftIcon />
          {t('onboarding.nav.previous')}
        </Button>
      ) : (
        <span />
      )}
      <Button
        type="submit"
        colorPalette="brand"
        size="lg"
        loading={submitting}
        loadingText={t('onboarding.nav.submitting')}
      >
        {last ? t('onboarding.nav.submit') : t('onboarding.nav.next')}
      </Button>
    </Stack>
  );
}
