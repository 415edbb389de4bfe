import { hasSignedInHint } from '@nomada/contracts';
import { isLanguage, writeLanguageCookie } from '@nomada/i18n/language';
import { PREVIEW_PARAM, PREVIEW_STORAGE_KEY } from '../federation/preview';
import { bufferInteractions } from './interaction-buffer';
import { PAGE_LIVE_EVENT } from './page-live';

/** Any of these means a visitor is here and about to use the page. */
const WAKE_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'mousemove'];

/** A page that never goes live (its scripts failed) must not keep swallowing clicks. */
const GIVE_UP_MS = 20_000;

function previewRequested(): boolean {
  if (new URLSearchParams(window.location.search).has(PREVIEW_PARAM)) return true;
  try {
    return sessionStorage.getItem(PREVIEW_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

function readList(value: string | undefined): string[] {
  try {
    const list: unknown = JSON.parse(value ?? '[]');
    return Array.isArray(list) ? list.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

function addScript(src: string): void {
  const script = document.createElement('script');
  script.src = src;
  // Scripts added by a script load in any order unless told otherwise.
  script.async = false;
  document.head.append(script);
}

/**
 * Into the HTTP cache, where the shell's requests find it. A low-priority fetch rather than
 * `<link rel="prefetch">`: adding elements to the page would make the browser restyle all of it.
 */
function prefetch(href: string): void {
  // Read to the end: the cache keeps a response only once its body has been downloaded.
  fetch(href, { priority: 'low', credentials: 'same-origin' })
    .then((response) => response.arrayBuffer())
    .catch(() => undefined);
}

/**
 * The start of a prerendered public page (decision 009). Its HTML is complete: text, links and
 * layout need no script. The shell (`data-start`) starts at the visitor's first interaction, so a
 * phone spends nothing on JavaScript before then; what it will need (`data-prefetch`) is downloaded
 * once the page has loaded, and whatever the visitor does before the page is live is kept and replayed
 * (interaction-buffer.ts). A staging preview swaps the page's remote, and a signed-in reader's top bar
 * and assistant are their own, so both start at once.
 */
function wake(script: HTMLScriptElement): void {
  const start = readList(script.dataset.start);
  const ahead = readList(script.dataset.prefetch);
  const requested = new URLSearchParams(window.location.search).get('lang');
  // Plain links then keep the language the visitor came in with, as the shell would.
  if (isLanguage(requested)) writeLanguageCookie(requested);

  const root = document.getElementById('root');
  const buffer = root ? bufferInteractions(root) : undefined;
  let live = false;
  const goLive = () => {
    live = true;
    void buffer?.replay();
  };
  document.addEventListener(PAGE_LIVE_EVENT, goLive, { once: true });

  let started = false;
  const startShell = () => {
    if (started) return;
    started = true;
    for (const type of WAKE_EVENTS) window.removeEventListener(type, startShell, true);
    start.forEach(addScript);
    setTimeout(() => {
      if (!live) buffer?.stop();
    }, GIVE_UP_MS);
  };
  if (previewRequested() || hasSignedInHint(document.cookie)) return startShell();
  for (const type of WAKE_EVENTS)
    window.addEventListener(type, startShell, { capture: true, passive: true });

  const prefetchAll = () => {
    if (!started) [...start, ...ahead].forEach(prefetch);
  };
  const whenLoaded = () =>
    'requestIdleCallback' in window ? requestIdleCallback(prefetchAll) : setTimeout(prefetchAll);
  if (document.readyState === 'complete') whenLoaded();
  else window.addEventListener('load', whenLoaded, { once: true });
}

const script = document.currentScript;
if (script instanceof HTMLScriptElement) wake(script);
