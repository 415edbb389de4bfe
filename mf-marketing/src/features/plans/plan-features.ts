import type { Plan } from '@nomada/contracts';

/** What each plan includes (docs/product/overview.md), as keys of `plans.<plan>.features` in the catalogue. */
export const PLAN_FEATURES = {
  basic: ['visa', 'audience', 'checklist', 'agent', 'tracking', 'upgrade'],
  premium: ['visa', 'audience', 'lawyer', 'consultation', 'contact', 'support', 'assistant'],
} as const satisfies Record<Plan, readonly string[]>;
