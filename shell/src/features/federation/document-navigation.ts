import type { RemoteName, RemotesConfig } from '@nomada/contracts';
import { remoteFitsLoadedShared } from './shared-variant-state';

type Options = {
  remotes: Partial<RemotesConfig>;
  /** The remotes a path needs: its owner, or for the shell's own pages those they lead into. */
  remotesFor: (pathname: string) => readonly RemoteName[];
};

/** Set once it is known which remotes fit (the browser tests wait for it). */
export const FITS_KNOWN_MARK = 'nomada:remote-fits';

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A page on the shared packages' trimmed copies (the public site) cannot hand over, in the same
 * document, to a remote that needs more of them: a copy in use cannot be swapped. Rather than
 * render the other page, find that out and load it again, a link there is left to the browser,
 * which loads that page (prerendered, or the shell's) with copies that fit from the start. Which
 * remotes fit is found out once the page is idle, from their manifests (small, and cached).
 */
export function leaveToDocumentWhereCopiesDiffer({ remotes, remotesFor }: Options): void {
  const fits = new Map<RemoteName, boolean>();
  const learn = () => {
    const entries = Object.entries(remotes) as [RemoteName, string][];
    void Promise.all(
      entries.map(([name, url]) => remoteFitsLoadedShared(url).then((fit) => fits.set(name, fit))),
    ).then(() => performance.mark(FITS_KNOWN_MARK, { detail: Object.fromEntries(fits) }));
  };
  if ('requestIdleCallback' in window) requestIdleCallback(learn, { timeout: 5_000 });
  else setTimeout(learn, 1_000);

  document.addEventListener(
    'click',
    (event) => {
      if (event.defaultPrevented || !isPlainClick(event)) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return;
      if (anchor.target && anchor.target !== '_self') return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin) return;
      // Before React's own listener (on the root): the router never takes this click.
      if (remotesFor(url.pathname).some((name) => fits.get(name) === false))
        event.stopPropagation();
    },
    { capture: true },
  );
}
