import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyPart<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the part's code now (a pointer over what opens it, the page it is on). */
  preload: () => Promise<unknown>;
};

/**
 * A component whose code is a chunk of its own, loaded the first time it renders (React.lazy) or
 * earlier with `preload()`, which the first render then finds loaded: a dialog's code loads when
 * the pointer reaches the button that opens it, a page's when the remote starts on its path.
 * `load` picks the named export: `lazyPart(() => import('./dialog'), (m) => m.Dialog)`.
 */
export function lazyPart<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyPart<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => ({ default: pick(module) }),
      (error: unknown) => {
        // A chunk that failed (network) may load on the next try.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return Object.assign(lazy(preload), { preload });
}
