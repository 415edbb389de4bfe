import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { sharedCatalogueSource } from '#shared-catalogues';
import { markLoaded } from './catalogue-loading';
import { SHARED_NAMESPACES } from './catalogues/shared-catalogues';
import {
  detectLanguage,
  isLanguage,
  LANGUAGES,
  writeLanguageCookie,
  type Language,
} from './language';
import { flushPendingCatalogues } from './register-catalogue';

function applyToDocument(language: string) {
  if (!isLanguage(language) || typeof document === 'undefined') return;
  document.documentElement.lang = language;
  writeLanguageCookie(language);
}

/**
 * Initialises the default i18next instance once, synchronously. Only the shell calls it (and tests);
 * remotes share the instance through Module Federation. Where the catalogues are bundled (tests, the
 * server renderer) every text is there at once; browser bundles load each language's namespaces
 * on demand, so the shell awaits `loadLanguage(language)` before it renders.
 */
export function initI18n(language: Language = detectLanguage()): i18n {
  if (i18next.isInitialized) return i18next;
  const { bundled } = sharedCatalogueSource;
  i18next.use(initReactI18next);
  void i18next.init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['en', 'es'],
    ns: [...SHARED_NAMESPACES],
    defaultNS: 'common',
    resources: bundled ?? {},
    initAsync: false,
    // React escapes output already.
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  if (bundled) {
    for (const lng of LANGUAGES)
      for (const namespace of SHARED_NAMESPACES) markLoaded(lng, namespace);
  }
  flushPendingCatalogues();
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  i18next.on('languageChanged', applyToDocument);
  return i18next;
}

export { i18next };
