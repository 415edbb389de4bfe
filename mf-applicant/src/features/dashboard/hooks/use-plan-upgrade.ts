import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, refreshSession, toast } from '@nomada/state';
import { errorMessage } from '@nomada/ui';
import { requestPlanUpgrade } from '../api/request-plan-upgrade';

/** Asks for premium; the session then carries the request's date (the card shows it). */
export function usePlanUpgrade() {
  const { t } = useTranslation('applicant');
  const [requesting, setRequesting] = useState(false);

  async function request() {
    setRequesting(true);
    try {
      await requestPlanUpgrade();
      toast({
        title: t('planUpgrade.successTitle'),
        description: t('planUpgrade.successDescription'),
        variant: 'success',
      });
    } catch (error) {
      // Already asked, or already premium (from another tab): the session below shows which.
      if (!isApiError(error) || error.status !== 409)
        toast({
          title: t('planUpgrade.errorTitle'),
          description: errorMessage(error, { fallback: t('planUpgrade.errorFallback') }),
          variant: 'destructive',
        });
    } finally {
      await refreshSession();
      setRequesting(false);
    }
  }

  return { request, requesting };
}
