import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { newPasswordFormSchema, validate, type ErrorCode } from '@nomada/contracts';
import { isApiError, toast, type ApiErrorCode } from '@nomada/state';
import { errorMessage } from '@nomada/ui';
import { changePassword } from '../api/change-password';

export type PasswordField = 'currentPassword' | 'newPassword' | 'confirmPassword';
type PasswordErrors = Partial<Record<PasswordField, ApiErrorCode>>;

const FIELDS: readonly PasswordField[] = ['currentPassword', 'newPassword', 'confirmPassword'];
const EMPTY: Record<PasswordField, string> = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/** Server answers about one field: shown under it as well as in the toast. */
const FIELD_OF_CODE: Partial<Record<ApiErrorCode, PasswordField>> = {
  current_password_incorrect: 'currentPassword',
  password_too_short: 'newPassword',
  password_too_long: 'newPassword',
  password_complexity: 'newPassword',
};

/**
 * docs/product/validation.md in order: every field filled ('Missing information'), the two new ones equal
 * ("Passwords don't match"), then the server's policy (8+ characters with complexity).
 */
function check(
  values: Record<PasswordField, string>,
): { key: ErrorCode; fields: PasswordErrors } | undefined {
  const missing = FIELDS.filter((field) => !values[field]);
  if (missing.length > 0) {
    return {
      key: 'missing_information',
      fields: Object.fromEntries(missing.map((field) => [field, 'missing_information'])),
    };
  }
  const result = validate(newPasswordFormSchema, {
    password: values.newPassword,
    confirmPassword: values.confirmPassword,
  });
  if (result.ok) return undefined;
  return {
    key: result.key,
    fields: { newPassword: result.fields.password, confirmPassword: result.fields.confirmPassword },
  };
}

export function useChangePasswordForm(namespace: string) {
  const { t } = useTranslation(namespace);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [submitting, setSubmitting] = useState(false);

  function setField(field: PasswordField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const failure = check(values);
    if (failure) {
      setErrors(failure.fields);
      // docs/product/messages.md shows these as toasts; the fields show them too.
      toast(
        failure.key === 'password_too_short'
          ? {
              title: t('settings.password.tooShortTitle'),
              description: t('validation:password_too_short'),
              variant: 'destructive',
            }
          : { title: t(`validation:${failure.key}`), variant: 'destructive' },
      );
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await changePassword({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      setValues(EMPTY);
      toast({
        title: t('settings.password.successTitle'),
        description: t('settings.password.successDescription'),
        variant: 'success',
      });
    } catch (error) {
      const field = isApiError(error) ? FIELD_OF_CODE[error.code] : undefined;
      if (field && isApiError(error)) setErrors({ [field]: error.code });
      toast({
        title: t('settings.password.errorTitle'),
        description: errorMessage(error, { fallback: t('settings.password.errorFallback') }),
        variant: 'destructive',
      });
    } finally {
      setSubmitting(false);
    }
  }

  return { values, errors, submitting, setField, submit };
}
