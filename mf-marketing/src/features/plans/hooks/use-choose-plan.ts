import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { SELECTED_PLAN_STORAGE_KEY, type Plan } from '@nomada/contracts';

/** Keeps the chosen plan for the onboarding wizard (which preselects it) and opens the wizard. */
export function useChoosePlan() {
  const navigate = useNavigate();
  return useCallback(
    (plan: Plan) => {
      try {
        window.sessionStorage.setItem(SELECTED_PLAN_STORAGE_KEY, plan);
      } catch {
        // Storage can be blocked (private mode, strict settings); the wizard then starts on basic.
      }
      navigate('/onboarding');
    },
    [navigate],
  );
}
