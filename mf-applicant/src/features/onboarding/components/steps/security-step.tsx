import { Alert, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX } from '@nomada/contracts';
import type { OnboardingWizard } from '../../hooks/use-onboarding-wizard';
import { WizardTextField } from '../wizard-text-field';

export function SecurityStep({ wizard }: { wizard: OnboardingWizard }) {
  const { t } = useTranslation('applicant');
  const { passwords, errors, setPassword, passwordsForgotten } = wizard;
  return (
    <Stack gap="5">
      {passwordsForgotten && (
        <Alert.Root status="info" colorPalette="brand">
          <Alert.Indicator />
          <Alert.Title>{t('onboarding.restoredPasswords')}</Alert.Title>
        </Alert.Root>
      )}
      <WizardTextField
        field="password"
        label={t('onboarding.fields.password')}
        value={passwords.password}
        onChange={(value) => setPassword('password', value)}
        error={errors.password}
        hint={t('onboarding.hints.password')}
        required
        inputProps={{ type: 'password', autoComplete: 'new-password', maxLength: PASSWORD_MAX }}
      />
      <WizardTextField
        field="confirmPassword"
        label={t('onboarding.fields.confirmPassword')}
        value={passwords.confirmPassword}
        onChange={(value) => setPassword('confirmPassword', value)}
        error={errors.confirmPassword}
        required
        inputProps={{ type: 'password', autoComplete: 'new-password', maxLength: PASSWORD_MAX }}
      />
    </Stack>
  );
}
