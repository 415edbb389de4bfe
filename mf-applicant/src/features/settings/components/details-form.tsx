import { Button, Field, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CURRENT_STATUSES, NAME_MAX, isCurrentStatus } from '@nomada/contracts';
import { SettingsCard } from '@nomada/account-settings';
import { useDetailsForm } from '../hooks/use-details-form';
import { SettingsField } from './settings-field';

/** Names, contact details and situation, as at signup's contact step; the email is read-only. */
export function DetailsForm() {
  const { t } = useTranslation('applicant');
  const { values, errors, saving, email, setField, submit } = useDetailsForm();
  const statuses: { value: string; label: string }[] = CURRENT_STATUSES.map((value) => ({
    value,
    label: t(`onboarding.currentStatus.${value}`),
  }));
  // A situation written as free text by an older signup stays selectable as it was written.
  if (values.current_status && !isCurrentStatus(values.current_status))
    statuses.push({ value: values.current_status, label: values.current_status });
  const field = (name: keyof typeof values) => ({
    name,
    value: values[name],
    onChange: (value: string) => setField(name, value),
    error: errors[name],
  });
  return (
    <SettingsCard
      id="details-title"
      title={t('settings.profile.title')}
      description={t('settings.profile.description')}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <SettingsField
              {...field('first_name')}
              label={t('settings.profile.firstName')}
              required
              inputProps={{ autoComplete: 'given-name', maxLength: NAME_MAX }}
            />
            <SettingsField
              {...field('last_name')}
              label={t('settings.profile.lastName')}
              required
              inputProps={{ autoComplete: 'family-name', maxLength: NAME_MAX }}
            />
          </SimpleGrid>
          <Field.Root readOnly>
            <Field.Label>{t('settings.profile.email')}</Field.Label>
            <Input name="email" type="email" value={email} readOnly bg="bg.muted" />
            <Field.HelperText>{t('settings.profile.emailHelp')}</Field.HelperText>
          </Field.Root>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <SettingsField
              {...field('phone')}
              label={t('settings.profile.phone')}
              hint={t('settings.profile.phoneHint')}
              inputProps={{ type: 'tel', autoComplete: 'tel', maxLength: 30 }}
            />
            <SettingsField
              {...field('date_of_birth')}
              label={t('settings.profile.dateOfBirth')}
              inputProps={{ type: 'date', autoComplete: 'bday', max: '9999-12-31' }}
            />
          </SimpleGrid>
          <SettingsField
            {...field('address')}
            label={t('settings.profile.address')}
            inputProps={{ autoComplete: 'street-address', maxLength: 200 }}
          />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <SettingsField
              {...field('nationality')}
              label={t('settings.profile.nationality')}
              inputProps={{ autoComplete: 'country-name', maxLength: 100 }}
            />
            <SettingsField
              {...field('current_status')}
              kind="select"
              label={t('settings.profile.currentStatus')}
              placeholder={t('settings.profile.currentStatusPlaceholder')}
              options={statuses}
            />
          </SimpleGrid>
          <Button
            type="submit"
            colorPalette="brand"
            alignSelf={{ base: 'stretch', sm: 'flex-start' }}
            loading={saving}
            loadingText={t('settings.profile.saving')}
          >
            {t('settings.profile.save')}
          </Button>
        </Stack>
      </form>
    </SettingsCard>
  );
}
