import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { totpDisableSchema, validate } from '@nomada/contracts';
import { isApiError, toast, type ApiErrorCode } from '@nomada/state';
import { errorMessage } from '@nomada/ui';
import { disableTwoFactor } from '../api/two-factor';
import { markTwoFactor } from './use-two-factor-enrolment';

/** Turning two-factor sign-in off: asks for the current password, as the server does. */
export function useTwoFactorDisable() {
  const { t } = useTranslation('agent');
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<ApiErrorCode>();
  const [busy, setBusy] = useState(false);

  function changePassword(value: string) {
    setPassword(value);
    setPasswordError(undefined);
  }

  function toggle(next: boolean) {
    setOpen(next);
    setPassword('');
    setPasswordError(undefined);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validate(totpDisableSchema, { currentPassword: password });
    if (!checked.ok) {
      setPasswordError(checked.key);
      return;
    }
    setBusy(true);
    try {
      await disableTwoFactor(checked.data);
      markTwoFactor(false);
      toggle(false);
      toast({
        title: t('settings.twoFactor.disabledTitle'),
        description: t('settings.twoFactor.disabledText'),
        variant: 'success',
      });
    } catch (error) {
      if (isApiError(error) && error.code === 'current_password_incorrect') {
        setPasswordError(error.code);
      }
      toast({
        title: t('settings.twoFactor.disableFailedTitle'),
        description: errorMessage(error, {
          fallback: t('settings.twoFactor.disableFailedFallback'),
        }),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  return { open, password, passwordError, busy, toggle, changePassword, submit };
}
