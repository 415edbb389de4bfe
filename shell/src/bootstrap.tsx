import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  addCatalogues,
  detectLanguage,
  initI18n,
  isLanguage,
  loadNamespaces,
  writeLanguageCookie,
  type Language,
} from '@nomada/i18n';
import { initSession } from '@nomada/state';
import { markServedPage } from '@nomada/ui';
import { App } from './app/app';
import { showSessionStatusToasts } from './features/auth/session-status-toasts';
import { nextTask } from './features/boot/load-in-steps';
import { getPreview } from './features/federation/preview-state';
import { readPageData } from './features/prerender/page-data';
import { markPrerenderedPage } from './features/prerender/served-page';

/** `?lang=es` (the pages' hreflang links) is an explicit choice and is remembered like the switcher's. */
function languageFromAddress(): Language | undefined {
  const requested = new URLSearchParams(window.location.search).get('lang');
  if (!isLanguage(requested)) return undefined;
  writeLanguageCookie(requested);
  return requested;
}

async function start() {
  const page = readPageData(document);
  const requested = languageFromAddress();
  const language = page?.language ?? requested ?? detectLanguage();
  initI18n(language);
  if (page) addCatalogues(language, page.catalogues);
  await loadNamespaces(language, ['common', 'validation']);
  showSessionStatusToasts();
  void initSession();
  // Evaluating this module and setting up i18n are one task; hydration's first slice starts another.
  await nextTask();

  const container = document.getElementById('root');
  if (!container) return;
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // A staged preview of the page's own remote would not match the production HTML: render anew.
  if (page && getPreview().active?.remote !== page.remote) {
    markPrerenderedPage();
    markServedPage({ path: window.location.pathname, language: page.language });
    // A transition lets React hydrate in slices, so the page stays responsive meanwhile.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}

void start();
