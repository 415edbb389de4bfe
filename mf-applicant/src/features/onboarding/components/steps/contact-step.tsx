import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CURRENT_STATUSES } from '@nomada/contracts';
import type { OnboardingWizard } from '../../hooks/use-onboarding-wizard';
import { WizardTextField } from '../wizard-text-field';

export function ContactStep({ wizard }: { wizard: OnboardingWizard }) {
  const { t } = useTranslation('applicant');
  const { draft, errors, setField } = wizard;
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <WizardTextField
          field="phone"
          label={t('onboarding.fields.phone')}
          value={draft.phone}
          onChange={(value) => setField('phone', value)}
          error={errors.phone}
          hint={t('onboarding.hints.phone')}
          inputProps={{ type: 'tel', autoComplete: 'tel', maxLength: 30 }}
        />
        <WizardTextField
          field="date_of_birth"
          label={t('onboarding.fields.date_of_birth')}
          value={draft.date_of_birth}
          onChange={(value) => setField('date_of_birth', value)}
          error={errors.date_of_birth}
          inputProps={{ type: 'date', autoComplete: 'bday', max: '9999-12-31' }}
        />
      </SimpleGrid>
      <WizardTextField
        field="address"
        label={t('onboarding.fields.address')}
        value={draft.address}
        onChange={(value) => setField('address', value)}
        error={errors.address}
        inputProps={{ autoComplete: 'street-address', maxLength: 200 }}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <WizardTextField
          field="nationality"
          label={t('onboarding.fields.nationality')}
          value={draft.nationality}
          onChange={(value) => setField('nationality', value)}
          error={errors.nationality}
          inputProps={{ autoComplete: 'country-name', maxLength: 100 }}
        />
        <WizardTextField
          kind="select"
          field="current_status"
          label={t('onboarding.fields.current_status')}
          value={draft.current_status}
          onChange={(value) => setField('current_status', value)}
          error={errors.current_status}
          placeholder={t('onboarding.currentStatus.placeholder')}
          options={CURRENT_STATUSES.map((value) => ({
            value,
            label: t(`onboarding.currentStatus.${value}`),
          }))}
        />
      </SimpleGrid>
    </Stack>
  );
}
