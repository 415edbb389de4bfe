import type { Plan } from '@nomada/contracts';

/** The wizard with a plan chosen: what a plan link points at, with or without scripts. */
export function planHref(plan: Plan): string {
  return `/onboarding?plan=${plan}`;
}
