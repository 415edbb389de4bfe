import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SELECTED_PLAN_STORAGE_KEY, type Plan } from '@nomada/contracts';
import { sessionStore } from '@nomada/state';
import { planHref } from '../plan-href';

/**
 * A visitor's choice is kept for the onboarding wizard (which preselects it) and opens the wizard.
 * Someone signed in already has an account: a basic applicant choosing premium asks for the upgrade
 * there and then, and everyone goes to their dashboard.
 */
export function useChoosePlan() {
  const navigate = useNavigate();
  const { t } = useTranslation('marketing');
  return useCallback(
    (plan: Plan) => {
      const { user, role, profile } = sessionStore.getState();
      if (user) {
        const upgrade = role === 'applicant' && plan === 'premium' && profile?.plan === 'basic';
        // Loaded on this click only: visitors never download it.
        void (
          upgrade
            ? import('../api/request-plan-upgrade').then(({ requestPlanUpgrade }) =>
                requestPlanUpgrade(t),
              )
            : Promise.resolve()
        ).finally(() => navigate(role === 'agent' ? '/agent/dashboard' : '/dashboard'));
        return;
      }
      try {
        window.sessionStorage.setItem(SELECTED_PLAN_STORAGE_KEY, plan);
      } catch {
        // Storage can be blocked (private mode, strict settings); the wizard then starts on basic.
      }
      navigate(planHref(plan));
    },
    [navigate, t],
  );
}
