import './set-public-path';

/**
 * What the shell's prerenderer loads from this remote's server build (docs/decisions/009 and 051):
 * the same `./app` the browser loads, and the wizard's first step, once per plan a plan link names
 * (`/onboarding?plan=premium`), so a plan link lands on the wizard at once, with or without scripts.
 */
export { default as App } from '../app/app';

export const PRERENDER_PATHS = [
  '/onboarding',
  '/onboarding?plan=basic',
  '/onboarding?plan=premium',
  // Where the served first step's Next lands without scripts (a GET of its form).
  '/onboarding?plan=basic&step=personal',
  '/onboarding?plan=premium&step=personal',
] as const;
