export const PLANS = ['basic', 'premium'] as const;
export type Plan = (typeof PLANS)[number];
export const DEFAULT_PLAN: Plan = 'basic';

/** Marketing prices in EUR (docs/product/constants.md); Enterprise is marketing copy only. */
export const PLAN_PRICES_EUR = { basic: 299, premium: 599, enterprise: 999 } as const;

/** Session storage key under which the home page keeps the chosen plan for the wizard. */
export const SELECTED_PLAN_STORAGE_KEY = 'selectedPlan';

export function isPlan(value: unknown): value is Plan {
  return typeof value === 'string' && (PLANS as readonly string[]).includes(value);
}

/** Where applicants and visitors write for help: the contact page, legal texts and status pages. */
export const SUPPORT_EMAIL = 'support@nomada.es';
