import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useChangePasswordForm } from '../hooks/use-change-password-form';
import { SettingsCard } from './settings-card';

export function ChangePasswordForm() {
  const { t } = useTranslation('agent');
  const { values, errors, submitting, setField, submit } = useChangePasswordForm();
  return (
    <SettingsCard
      id="password-title"
      title={t('settings.password.title')}
      description={t('settings.password.description')}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="5">
          <Field.Root invalid={Boolean(errors.password)} required>
            <Field.Label>
              {t('settings.password.newPassword')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              name="new-password"
              type="password"
              autoComplete="new-password"
              maxLength={128}
              value={values.password}
              onChange={(event) => setField('password', event.target.value)}
            />
            {errors.password ? (
              <Field.ErrorText>{t(`validation:${errors.password}`)}</Field.ErrorText>
            ) : (
              <Field.HelperText>{t('settings.password.hint')}</Field.HelperText>
            )}
          </Field.Root>
          <Field.Root invalid={Boolean(errors.confirmPassword)} required>
            <Field.Label>
              {t('settings.password.confirmPassword')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              name="confirm-password"
              type="password"
              autoComplete="new-password"
              maxLength={128}
              value={values.confirmPassword}
              onChange={(event) => setField('confirmPassword', event.target.value)}
            />
            {errors.confirmPassword && (
              <Field.ErrorText>{t(`validation:${errors.confirmPassword}`)}</Field.ErrorText>
            )}
          </Field.Root>
          <Button
            type="submit"
            colorPalette="brand"
            alignSelf={{ base: 'stretch', sm: 'flex-start' }}
            loading={submitting}
            loadingText={t('settings.password.submitting')}
          >
            {t('settings.password.submit')}
          </Button>
        </Stack>
      </form>
    </SettingsCard>
  );
}
