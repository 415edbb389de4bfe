import { getInstance, getRemoteEntry } from '@module-federation/enhanced/runtime';
import { absoluteUrl } from './manifest-cache';
import type { SignedInCopy } from './shared-variants';

/** The part of Rspack's runtime a share container is initialised with (as Module Federation does). */
declare const __webpack_require__: { federation: { bundlerRuntime?: unknown } };

type ShareContainer = {
  init(origin: unknown, bundlerRuntime: unknown): Promise<void> | void;
  get(): Promise<() => unknown> | (() => unknown);
};

const copyUrl = (copy: SignedInCopy) => absoluteUrl(`/${copy.file}`);

/**
 * Starts downloading the chosen signed-in copies at once: the page's scripts ask for them only after
 * the shell's bootstrap has loaded, one round trip later.
 */
export function preloadSignedInCopies(copies: Iterable<SignedInCopy>): void {
  for (const copy of copies) {
    const href = copyUrl(copy);
    if (document.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * The module factory of a signed-in copy, loaded the way Module Federation loads the whole-package
 * fallback: a script defining a share container, which takes the other shared packages from the
 * shell's share scope once initialised with the shell's federation instance.
 */
export async function loadSignedInCopy(copy: SignedInCopy): Promise<() => unknown> {
  const origin = getInstance();
  if (!origin) throw new Error('the federation runtime has not started');
  const container = (await getRemoteEntry({
    origin,
    remoteInfo: {
      name: copy.globalName,
      entry: copyUrl(copy),
      type: 'global',
      entryGlobalName: copy.globalName,
      shareScope: 'default',
    },
  })) as ShareContainer | undefined;
  if (!container) throw new Error(`${copy.file} defined no ${copy.globalName}`);
  await container.init(origin, __webpack_require__.federation.bundlerRuntime);
  return container.get();
}
