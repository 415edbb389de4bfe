import { Button, Field, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useProfileForm } from '../hooks/use-profile-form';
import { SettingsCard } from '@nomada/account-settings';

export function ProfileForm() {
  const { t } = useTranslation('agent');
  const { values, errors, saving, email, setField, submit } = useProfileForm();
  return (
    <SettingsCard
      id="profile-title"
      title={t('settings.profile.title')}
      description={t('settings.profile.description')}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <Field.Root invalid={Boolean(errors.first_name)} required>
              <Field.Label>
                {t('settings.profile.firstName')}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                name="first_name"
                autoComplete="given-name"
                maxLength={50}
                value={values.first_name}
                onChange={(event) => setField('first_name', event.target.value)}
              />
              {errors.first_name && (
                <Field.ErrorText>{t(`validation:${errors.first_name}`)}</Field.ErrorText>
              )}
            </Field.Root>
            <Field.Root invalid={Boolean(errors.last_name)} required>
              <Field.Label>
                {t('settings.profile.lastName')}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                name="last_name"
                autoComplete="family-name"
                maxLength={50}
                value={values.last_name}
                onChange={(event) => setField('last_name', event.target.value)}
              />
              {errors.last_name && (
                <Field.ErrorText>{t(`validation:${errors.last_name}`)}</Field.ErrorText>
              )}
            </Field.Root>
          </SimpleGrid>
          <Field.Root readOnly>
            <Field.Label>{t('settings.profile.email')}</Field.Label>
            <Input name="email" type="email" value={email} readOnly bg="bg.muted" />
            <Field.HelperText>{t('settings.profile.emailHelp')}</Field.HelperText>
          </Field.Root>
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
