import { Alert, Button, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon } from '@nomada/ui';

type BusinessComingSoonProps = { onBack: () => void; onContinueAsIndividual: () => void };

/** Business accounts are announced, not open yet (docs/product/overview.md and docs/product/screens.md). */
export function BusinessComingSoon({ onBack, onContinueAsIndividual }: BusinessComingSoonProps) {
  const { t } = useTranslation('applicant');
  return (
    <Alert.Root status="warning" borderRadius="lg" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title fontSize="md">{t('onboarding.business.title')}</Alert.Title>
        <Alert.Description>{t('onboarding.business.text')}</Alert.Description>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" pt="1">
          <Button type="button" variant="outline" size="sm" onClick={onBack} bg="bg">
            <ArrowLeftIcon />
            {t('onboarding.business.back')}
          </Button>
          <Button type="button" colorPalette="brand" size="sm" onClick={onContinueAsIndividual}>
            {t('onboarding.business.continueAsIndividual')}
          </Button>
        </Stack>
      </Alert.Content>
    </Alert.Root>
  );
}
