import { apiPost, isApiError, refreshSession, toast } from '@nomada/state';
import type { TFunction } from 'i18next';

/** request-plan-upgrade's path; the contract's route table stays out of the public pages' bundle. */
const REQUEST_PLAN_UPGRADE = '/functions/request-plan-upgrade';

/**
 * A signed-in basic applicant chose premium: the request goes to the agents (who approve it once
 * paid) and a toast says what happens next. Asked before (409): the toast says so instead.
 */
export async function requestPlanUpgrade(t: TFunction<'marketing'>): Promise<void> {
  try {
    await apiPost(REQUEST_PLAN_UPGRADE);
    // The dashboard shows the request from the session's profile.
    await refreshSession();
    toast({
      title: t('plans.upgrade.requestedTitle'),
      description: t('plans.upgrade.requestedText'),
      variant: 'success',
    });
  } catch (error) {
    if (isApiError(error) && error.code === 'already_requested') {
      toast({ title: t('plans.upgrade.alreadyRequested'), variant: 'default' });
      return;
    }
    toast({ title: t('plans.upgrade.failed'), variant: 'destructive' });
  }
}
