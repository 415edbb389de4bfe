import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { newPasswordFormSchema, validate, type ValidationMessageKey } from '@nomada/contracts';
import { toast } from '@nomada/state';
import { errorText } from '../../../lib/error-text';
import { changePassword } from '../api/change-password';

type PasswordField = 'password' | 'confirmPassword';
const EMPTY: Record<PasswordField, string> = { password: '', confirmPassword: '' };

export function useChangePasswordForm() {
  const { t } = useTranslation('agent');
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<PasswordField, ValidationMessageKey>>>({});
  const [submitting, setSubmitting] = useState(false);

  function setField(field: PasswordField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validate(newPasswordFormSchema, values);
    if (!result.ok) {
      setErrors(result.fields as Partial<Record<PasswordField, ValidationMessageKey>>);
      // SPEC.md section 8 shows these messages as toasts; the fields show them too.
      toast({ title: t(`validation:${result.key}`), variant: 'destructive' });
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await changePassword(result.data.password);
      setValues(EMPTY);
      toast({
        title: t('settings.password.successTitle'),
        description: t('settings.password.successDescription'),
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: t('settings.password.errorTitle'),
        description: errorText(error, t('settings.password.errorFallback')),
        variant: 'destructive',
      });
    } finally {
      setSubmitting(false);
    }
  }

  return { values, errors, submitting, setField, submit };
}
