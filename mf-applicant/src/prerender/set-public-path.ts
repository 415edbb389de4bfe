declare let __webpack_public_path__: string;

/**
 * Asset addresses (illustrations) must match the browser's, which resolves
 * them against the remote's own folder; the prerenderer puts that address here before loading this
 * build. Imported first, so it is set before any asset module is evaluated.
 */
// eslint-disable-next-line prefer-const -- the bundler reads this free variable; it is assigned, never read here
__webpack_public_path__ =
  (globalThis as { __NOMADA_PRERENDER_PUBLIC_PATH__?: string }).__NOMADA_PRERENDER_PUBLIC_PATH__ ??
  '/remotes/applicant/';
