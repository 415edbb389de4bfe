import { useEffect, useRef, useState, type FormEvent } from 'react';
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
/** Longest wait for the home page to replace this one before the session is forgotten anyway. */
const LEAVE_TIMEOUT_MS = 5000;

/**
 * Resolves once the component using it has unmounted. Navigation commits in a transition (the home
 * page may still be loading) while a session change renders at once: forgetting the session before
 * this page is gone would have the route guard send the person to sign-in instead.
 */
function useLeft() {
  const left = useRef<{ promise: Promise<void>; resolve: () => void }>(null);
  useEffect(() => {
    let resolve = () => {};
    const promise = new Promise<void>((done) => (resolve = done));
    left.current = { promise, resolve };
    return () => resolve();
  }, []);
  return () =>
    Promise.race([
      left.current?.promise ?? Promise.resolve(),
      new Promise<void>((done) => setTimeout(done, LEAVE_TIMEOUT_MS)),
    ]);
}

export function useAccountDeletion() {
  const { t } = useTranslation('applicant');
  const navigate = useNavigate();
  const { profile } = useSession();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<ErrorCode>();
  const [deleting, setDeleting] = useState(false);
  const email = profile?.email ?? '';
  const whenLeft = useLeft();

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
      navigate('/', { replace: true });
      await whenLeft();
      // The server has revoked every session; the browser forgets it too.
      clearSession();
      toast({
        title: t('settings.deleteDialog.doneTitle'),
        description: t('settings.deleteDialog.doneDescription', { email }),
        variant: 'success',
      });
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
