import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PLAN, SELECTED_PLAN_STORAGE_KEY, isPlan, type Plan } from '@nomada/contracts';

function readStoredPlan(): Plan | undefined {
  try {
    const stored = window.sessionStorage.getItem(SELECTED_PLAN_STORAGE_KEY);
    return isPlan(stored) ? stored : undefined;
  } catch {
    // Storage can be blocked (private mode, strict settings).
    return undefined;
  }
}

function storePlan(plan: Plan): void {
  try {
    window.sessionStorage.setItem(SELECTED_PLAN_STORAGE_KEY, plan);
  } catch {
    // The wizard's draft keeps the plan anyway.
  }
}

/**
 * The plan chosen on the public pages (docs/product/screens.md): a plan link's `?plan=` (which works
 * without scripts), else the one kept in `sessionStorage.selectedPlan`, else basic. A plan from the
 * address is kept in storage too, as a click on the plan would have.
 */
export function useSelectedPlan(readStorage = true): Plan {
  const [params] = useSearchParams();
  const [plan] = useState(() => {
    const requested = params.get('plan');
    if (isPlan(requested)) {
      if (readStorage) storePlan(requested);
      return requested;
    }
    return (readStorage ? readStoredPlan() : undefined) ?? DEFAULT_PLAN;
  });
  return plan;
}
