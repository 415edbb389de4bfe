import { useState } from 'react';
import { DEFAULT_PLAN, SELECTED_PLAN_STORAGE_KEY, isPlan, type Plan } from '@nomada/contracts';

function readSelectedPlan(): Plan {
  try {
    const stored = window.sessionStorage.getItem(SELECTED_PLAN_STORAGE_KEY);
    return isPlan(stored) ? stored : DEFAULT_PLAN;
  } catch {
    // Storage can be blocked (private mode, strict settings).
    return DEFAULT_PLAN;
  }
}

/** The plan chosen on the home page (SPEC.md section 2), else the default basic plan. */
export function useSelectedPlan(): Plan {
  const [plan] = useState(readSelectedPlan);
  return plan;
}
