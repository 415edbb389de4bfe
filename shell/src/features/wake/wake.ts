import { hasSignedInHint } from '@nomada/contracts';
import { isLanguage, writeLanguageCookie } from '@nomada/i18n/language';
import { fetchIntoCache } from '../boot/fetch-into-cache';
import { PREVIEW_PARAM, PREVIEW_STORAGE_KEY } from '../federation/preview';
import { whenParsed } from './when-parsed';

/**
 * After the load event, the page's own loading (late images, the video poster, layout) settles
 * before the shell's scripts compete with it for a phone's CPU.
 */
const AFTER_LOAD_MS = 3_000;
/** Idle time may never come on a busy phone: the shell starts by then anyway. */
const IDLE_TIMEOUT_MS = 2_000;
/**
 * A visitor starting to use the page brings the start forward. The interaction itself never waits
 * for it: what it does is the HTML's own (a link, the menu popover, a form post).
 */
const EARLY_START_EVENTS = ['pointerdown', 'touchstart', 'keydown'] as const;

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
 * The start of a prerendered public page (decision 050). Its HTML works on its own: links, the menu
 * popover, the language links and the forms (which post natively) need no script, so a tap before the
 * shell runs does what the HTML says. The shell (`data-start`) starts a few seconds after the page
 * has loaded, when the browser is idle (or at the visitor's first pointer or key press, which the
 * HTML answers by itself meanwhile), and what it will load next (`data-prefetch`) is fetched beside
 * it, so nothing competes with the page's own loading. A staging preview swaps the page's remote, and a signed-in
 * reader's top bar and assistant are their own, so both start at once. The script is `async`: it may
 * run before the page is parsed, and then starts the shell only once it is.
 */
function wake(script: HTMLScriptElement): void {
  const start = readList(script.dataset.start);
  const ahead = readList(script.dataset.prefetch);
  const requested = new URLSearchParams(window.location.search).get('lang');
  // Plain links then keep the language the visitor came in with, as the shell would.
  if (isLanguage(requested)) writeLanguageCookie(requested);

  let started = false;
  const startShell = () => {
    if (started) return;
    started = true;
    for (const type of EARLY_START_EVENTS) window.removeEventListener(type, startShell, true);
    whenParsed(() => {
      start.forEach(addScript);
      for (const href of ahead) fetchIntoCache(href, 'low');
    });
  };
  if (previewRequested() || hasSignedInHint(document.cookie)) return startShell();
  for (const type of EARLY_START_EVENTS)
    window.addEventListener(type, startShell, { capture: true, passive: true });

  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(startShell, { timeout: IDLE_TIMEOUT_MS })
      : setTimeout(startShell);
  const afterLoad = () => setTimeout(whenIdle, AFTER_LOAD_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

const script = document.currentScript;
if (script instanceof HTMLScriptElement) wake(script);
