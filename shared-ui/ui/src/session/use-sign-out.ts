import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { signOut, toast } from '@nomada/state';

/**
 * Signs out on the server, says so (docs/product/messages.md) and returns to the home page: the
 * shell's account menus and the applicant's status pages sign out through it.
 */
export function useSignOut() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  const run = useCallback(async () => {
    setSigningOut(true);
    try {
      await signOut();
      toast({
        title: t('session.signedOutTitle'),
        description: t('session.signedOutText'),
        variant: 'success',
      });
      navigate('/');
    } catch {
      toast({
        title: t('session.signOutFailedTitle'),
        description: t('errors.unexpected'),
        variant: 'destructive',
      });
    } finally {
      setSigningOut(false);
    }
  }, [navigate, t]);

  return { signOut: run, signingOut };
}
