import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { commonEn } from './catalogues/common-en';
import { commonEs } from './catalogues/common-es';
import { validationCatalogue } from './catalogues/validation-catalogue';
import { detectLanguage, isLanguage, writeLanguageCookie, type Language } from './language';
import { flushPendingCatalogues } from './register-catalogue';

function applyToDocument(language: string) {
  if (!isLanguage(language)) return;
  document.documentElement.lang = language;
  writeLanguageCookie(language);
}

/**
 * Initialises the default i18next instance once, synchronously (all catalogues are bundled).
 * Only the shell calls it; remotes share the instance through Module Federation.
 */
export function initI18n(language: Language = detectLanguage()): i18n {
  if (i18next.isInitialized) return i18next;
  i18next.use(initReactI18next);
  void i18next.init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['en', 'es'],
    ns: ['common', 'validation'],
    defaultNS: 'common',
    resources: {
      en: { common: commonEn, validation: validationCatalogue('en') },
      es: { common: commonEs, validation: validationCatalogue('es') },
    },
    initAsync: false,
    // React escapes output already.
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  flushPendingCatalogues();
  document.documentElement.lang = language;
  i18next.on('languageChanged', applyToDocument);
  return i18next;
}

export { i18next };
