import './set-public-path';

/**
 * What the shell's prerenderer loads from this remote's server build (docs/decisions/009): the
 * same `./app` the browser loads, and the pages it renders into HTML for every language.
 */
export { default as App } from '../app/app';

export const PRERENDER_PATHS = [
  '/',
  '/how-it-works',
  '/pricing',
  '/contact',
  '/contact/sent',
  '/terms',
  '/cookies',
  '/privacy-policy',
  '/privacy',
] as const;
