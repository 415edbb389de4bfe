import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { EMAIL_MAX, NAME_MAX } from '@nomada/contracts';
import type { OnboardingWizard } from '../../hooks/use-onboarding-wizard';
import { WizardTextField } from '../wizard-text-field';

export function PersonalStep({ wizard }: { wizard: OnboardingWizard }) {
  const { t } = useTranslation('applicant');
  const { draft, errors, setField } = wizard;
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <WizardTextField
          field="first_name"
          label={t('onboarding.fields.first_name')}
          value={draft.first_name}
          onChange={(value) => setField('first_name', value)}
          error={errors.first_name}
          required
          inputProps={{ autoComplete: 'given-name', maxLength: NAME_MAX }}
        />
        <WizardTextField
          field="last_name"
          label={t('onboarding.fields.last_name')}
          value={draft.last_name}
          onChange={(value) => setField('last_name', value)}
          error={errors.last_name}
          required
          inputProps={{ autoComplete: 'family-name', maxLength: NAME_MAX }}
        />
      </SimpleGrid>
      <WizardTextField
        field="email"
        label={t('onboarding.fields.email')}
        value={draft.email}
        onChange={(value) => setField('email', value)}
        error={errors.email}
        hint={t('onboarding.hints.email')}
        required
        inputProps={{ type: 'email', autoComplete: 'email', maxLength: EMAIL_MAX }}
      />
    </Stack>
  );
}
