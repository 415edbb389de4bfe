import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX } from '@nomada/contracts';
import { useChangePasswordForm, type PasswordField } from '../hooks/use-change-password-form';
import { SettingsCard } from './settings-card';

const INPUTS: ReadonlyArray<{ field: PasswordField; autoComplete: string; hint?: boolean }> = [
  { field: 'currentPassword', autoComplete: 'current-password' },
  { field: 'newPassword', autoComplete: 'new-password', hint: true },
  { field: 'confirmPassword', autoComplete: 'new-password' },
];

type ChangePasswordFormProps = {
  /** The remote's catalogue namespace, with the keys of `AccountSettingsTexts` under `settings`. */
  namespace: string;
};

/**
 * The current password, then the new one twice (docs/product/validation.md's order of checks, then the
 * server's policy); other sessions are signed out by the change. The same card for applicants and
 * agents.
 */
export function ChangePasswordForm({ namespace }: ChangePasswordFormProps) {
  const { t } = useTranslation(namespace);
  const { values, errors, submitting, setField, submit } = useChangePasswordForm(namespace);
  return (
    <SettingsCard
      id="password-title"
      title={t('settings.password.title')}
      description={t('settings.password.description')}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="5">
          {INPUTS.map(({ field, autoComplete, hint }) => (
            <Field.Root key={field} invalid={Boolean(errors[field])} required>
              <Field.Label>
                {t(`settings.password.${field}`)}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                name={field}
                type="password"
                autoComplete={autoComplete}
                maxLength={PASSWORD_MAX}
                value={values[field]}
                onChange={(event) => setField(field, event.target.value)}
              />
              {errors[field] ? (
                <Field.ErrorText>{t(`validation:${errors[field]}`)}</Field.ErrorText>
              ) : (
                hint && <Field.HelperText>{t('settings.password.hint')}</Field.HelperText>
              )}
            </Field.Root>
          ))}
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
