import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { accountDeleteSchema, validate, type ErrorCode } from '@nomada/contracts';
import { clearSession, isApiError, toast, useSession } from '@nomada/state';
import { errorMessage } from '@nomada/ui';
import { deleteAccount } from '../api/account-calls';

/**
 * The deletion dialog's form: the current password, then account-delete. On success the session is
 * forgotten here too (the server has revoked it) and the home page opens.
 */
export function useAccountDeletion(onDeleted?: () => void) {
  const { t } = useTranslation('applicant');
  const navigate = useNavigate();
  const { profile } = useSession();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<ErrorCode>();
  const [deleting, setDeleting] = useState(false);
  const email = profile?.email ?? '';

  function changePassword(value: string) {
    setPassword(value);
    setError(undefined);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validate(accountDeleteSchema, { password });
    if (!result.ok) {
      setError(result.key);
      return;
    }
    setDeleting(true);
    try {
      await deleteAccount({ password });
      onDeleted?.();
      clearSession();
      toast({
        title: t('settings.deleteDialog.doneTitle'),
        description: t('settings.deleteDialog.doneDescription', { email }),
        variant: 'success',
      });
      navigate('/', { replace: true });
    } catch (failure) {
      if (isApiError(failure) && failure.code === 'current_password_incorrect')
        setError(failure.code);
      toast({
        title: t('settings.deleteDialog.errorTitle'),
        description: errorMessage(failure, { fallback: t('settings.deleteDialog.errorFallback') }),
        variant: 'destructive',
      });
      setDeleting(false);
    }
  }

  function reset() {
    setPassword('');
    setError(undefined);
    setDeleting(false);
  }

  return { password, changePassword, error, deleting, email, submit, reset };
}
