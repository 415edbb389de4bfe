import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall, isApiError, refreshSession, toast, useSession } from '@nomada/state';
import { errorMessage } from '@nomada/ui';

/**
 * A new confirmation link by email (resend-confirmation: the links sent before stop working; 409
 * `already_confirmed`, 429 after 3 an hour). The status page and settings both offer it.
 */
export function useResendConfirmation() {
  const { t } = useTranslation('applicant');
  const { profile } = useSession();
  const [sending, setSending] = useState(false);
  const email = profile?.email ?? '';

  async function resend() {
    setSending(true);
    try {
      await apiCall('resend-confirmation');
      toast({
        title: t('settings.confirmation.sentTitle'),
        description: t('settings.confirmation.sentDescription', { email }),
        variant: 'success',
      });
    } catch (error) {
      // Confirmed meanwhile (from another tab): the session catches up and the button goes.
      if (isApiError(error) && error.code === 'already_confirmed') void refreshSession();
      toast({
        title: t('settings.confirmation.errorTitle'),
        description: errorMessage(error, { fallback: t('settings.confirmation.errorFallback') }),
        variant: 'destructive',
      });
    } finally {
      setSending(false);
    }
  }

  return { resend, sending };
}
