/** Set by the remote build (build-config's DefinePlugin); undeclared in tests and dev tools. */
declare const __RELEASE_VERSION__: string | undefined;

/** The release this build was made for (`npm run release`), or '' for any other build. */
export const RELEASE_VERSION: string =
  typeof __RELEASE_VERSION__ === 'string' ? __RELEASE_VERSION__ : '';
