import type { Catalogue, CatalogueResources } from '@nomada/i18n';
import cookiesEn from './legal/cookies-en.json';
import cookiesEs from './legal/cookies-es.json';
import legalCommonEn from './legal/common-en.json';
import legalCommonEs from './legal/common-es.json';
import privacyEn from './legal/privacy-en.json';
import privacyEs from './legal/privacy-es.json';
import termsEn from './legal/terms-en.json';
import termsEs from './legal/terms-es.json';
import pagesEn from './pages/en.json';
import pagesEs from './pages/es.json';

/** Typed against the English files, so a key missing in Spanish fails the type check. */
export const pagesCatalogue: { en: typeof pagesEn; es: typeof pagesEn } = {
  en: pagesEn,
  es: pagesEs,
};

type LegalResources = {
  common: typeof legalCommonEn;
  terms: typeof termsEn;
  privacy: typeof privacyEn;
  cookies: typeof cookiesEn;
};

export const legalCatalogue: { en: LegalResources; es: LegalResources } = {
  en: { common: legalCommonEn, terms: termsEn, privacy: privacyEn, cookies: cookiesEn },
  es: { common: legalCommonEs, terms: termsEs, privacy: privacyEs, cookies: cookiesEs },
};

/** The documents hold arrays of sections, which i18next supports but `CatalogueResources` does not describe. */
export function asCatalogue(catalogue: { en: object; es: object }): Catalogue {
  return catalogue as { en: CatalogueResources; es: CatalogueResources };
}
