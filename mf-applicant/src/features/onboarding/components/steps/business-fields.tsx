import { Fieldset, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { OnboardingWizard } from '../../hooks/use-onboarding-wizard';
import { WizardTextField } from '../wizard-text-field';

/** What a business account adds (docs/product/screens.md), kept for when business accounts open. */
export function BusinessFields({ wizard }: { wizard: OnboardingWizard }) {
  const { t } = useTranslation('applicant');
  const { draft, errors, setField } = wizard;
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold">
        {t('onboarding.business.fieldsTitle')}
      </Fieldset.Legend>
      <Fieldset.Content>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <WizardTextField
            field="company_name"
            label={t('onboarding.fields.company_name')}
            value={draft.company_name}
            onChange={(value) => setField('company_name', value)}
            error={errors.company_name}
            inputProps={{ autoComplete: 'organization', maxLength: 100 }}
          />
          <WizardTextField
            field="job_title"
            label={t('onboarding.fields.job_title')}
            value={draft.job_title}
            onChange={(value) => setField('job_title', value)}
            error={errors.job_title}
            inputProps={{ autoComplete: 'organization-title', maxLength: 100 }}
          />
          <WizardTextField
            field="work_location"
            label={t('onboarding.fields.work_location')}
            value={draft.work_location}
            onChange={(value) => setField('work_location', value)}
            error={errors.work_location}
            inputProps={{ maxLength: 100 }}
          />
          <WizardTextField
            field="expected_start_date"
            label={t('onboarding.fields.expected_start_date')}
            value={draft.expected_start_date}
            onChange={(value) => setField('expected_start_date', value)}
            error={errors.expected_start_date}
            inputProps={{ type: 'date', max: '9999-12-31' }}
          />
        </SimpleGrid>
      </Fieldset.Content>
    </Fieldset.Root>
  );
}
