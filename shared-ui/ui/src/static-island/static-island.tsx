import { useState, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, type NavigateFunction } from 'react-router';

type ServedPage = { path: string; language: string };

let servedPage: ServedPage | undefined;

/**
 * Set by the shell before it hydrates a prerendered page: the path and language its HTML was
 * rendered for. Islands of that page keep their served markup while both still hold.
 */
export function markServedPage(page: ServedPage): void {
  servedPage = page;
}

type ServedMarkup = { html: string; language: string };

/** The served markup of island `id`, when the page being rendered is the one the server sent. */
function readServedMarkup(id: string): ServedMarkup | undefined {
  if (typeof document === 'undefined' || !servedPage) return undefined;
  if (window.location.pathname !== servedPage.path) return undefined;
  const element = document.querySelector(`[data-static="${CSS.escape(id)}"]`);
  // An empty one is a loading placeholder of the same id (the served markup is gone, as after a
  // remote that failed to load was retried): its children render instead.
  if (!element?.hasChildNodes()) return undefined;
  return { html: element.innerHTML, language: servedPage.language };
}

function isPlainClick(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey
  );
}

/**
 * The links of served markup behave as the app's own: a link to another page of the site navigates
 * in place (as a router link does); with `scrollInPlace`, one to a part of the same page scrolls to
 * it without a history entry (as the legal contents do). Any other link, or a click with a
 * modifier, is the browser's.
 */
function followLinksInPlace(navigate: NavigateFunction, scrollInPlace: boolean) {
  return (event: MouseEvent<HTMLElement>) => {
    if (!isPlainClick(event) || !(event.target instanceof Element)) return;
    const anchor = event.target.closest('a[href]');
    if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return;
    if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href);
    if (url.origin !== window.location.origin) return;
    const samePage =
      url.pathname === window.location.pathname && url.search === window.location.search;
    if (samePage && url.hash) {
      if (!scrollInPlace) return;
      const target = document.getElementById(decodeURIComponent(url.hash.slice(1)));
      if (!target) return;
      event.preventDefault();
      target.scrollIntoView({ block: 'start' });
      return;
    }
    event.preventDefault();
    // As a router link: the page it is on again replaces the entry rather than adding one.
    void navigate(`${url.pathname}${url.search}${url.hash}`, {
      replace: samePage && url.hash === window.location.hash,
    });
  };
}

export type StaticIslandProps = {
  /** Unique on its page: finds the island's served markup. */
  id: string;
  /** Rendered on the server, and in the browser wherever there is no served markup to keep. */
  children: ReactNode;
  /** The wrapper's style; by default it has no box of its own (`display: contents`). */
  style?: CSSProperties;
  /** Links to a part of the page scroll to it without adding a history entry. */
  scrollInPlace?: boolean;
};

const NO_BOX: CSSProperties = { display: 'contents' };

/**
 * A part of a prerendered page that needs no script of its own (legal text, testimonials, the
 * footer): the browser keeps the HTML the server sent and React never hydrates it, so it costs no
 * script time, and its code need not even load. React's hydration leaves an element's
 * `dangerouslySetInnerHTML` as it finds it; the markup passed is the served one, read back, so a
 * later render sets nothing new. Its links still navigate in place. Where the page was not served
 * (a page reached in the app), or once the reader chooses another language, `children` render as
 * usual.
 */
export function StaticIsland({
  id,
  children,
  style = NO_BOX,
  scrollInPlace = false,
}: StaticIslandProps) {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const [served] = useState(() => readServedMarkup(id));
  if (served && served.language === i18n.language) {
    return (
      <div
        key="served"
        data-static={id}
        style={style}
        onClick={followLinksInPlace(navigate, scrollInPlace)}
        dangerouslySetInnerHTML={{ __html: served.html }}
        // The served markup is what the client would render: React need not compare it.
        suppressHydrationWarning
      />
    );
  }
  return (
    <div key="live" data-static={id} style={style}>
      {children}
    </div>
  );
}
