import { registerCatalogueLoader, type CatalogueResources } from '@nomada/i18n';
import { HOME_NAMESPACE, LEGAL_NAMESPACE, PAGES_NAMESPACE } from './namespaces';

type Json = Promise<{ default: unknown }>;

/** The four legal documents of one language as one namespace. */
async function legal(common: Json, terms: Json, privacy: Json, cookies: Json) {
  const [c, t, p, k] = await Promise.all([common, terms, privacy, cookies]);
  // The documents hold arrays of sections, which i18next reads but CatalogueResources does not describe.
  return {
    common: c.default,
    terms: t.default,
    privacy: p.default,
    cookies: k.default,
  } as unknown as CatalogueResources;
}

// Browser bundles: one chunk per namespace and language, loaded when a page needs it
// (useCataloguesReady); a prerendered page carries its own texts and loads none of them.
registerCatalogueLoader(HOME_NAMESPACE, {
  en: () => import(/* webpackChunkName: "home-en" */ './en.json'),
  es: () => import(/* webpackChunkName: "home-es" */ './es.json'),
});
registerCatalogueLoader(PAGES_NAMESPACE, {
  en: () => import(/* webpackChunkName: "pages-en" */ '../i18n-pages/pages/en.json'),
  es: () => import(/* webpackChunkName: "pages-es" */ '../i18n-pages/pages/es.json'),
});
registerCatalogueLoader(LEGAL_NAMESPACE, {
  en: () =>
    legal(
      import(/* webpackChunkName: "legal-en" */ '../i18n-pages/legal/common-en.json'),
      import(/* webpackChunkName: "legal-en" */ '../i18n-pages/legal/terms-en.json'),
      import(/* webpackChunkName: "legal-en" */ '../i18n-pages/legal/privacy-en.json'),
      import(/* webpackChunkName: "legal-en" */ '../i18n-pages/legal/cookies-en.json'),
    ),
  es: () =>
    legal(
      import(/* webpackChunkName: "legal-es" */ '../i18n-pages/legal/common-es.json'),
      import(/* webpackChunkName: "legal-es" */ '../i18n-pages/legal/terms-es.json'),
      import(/* webpackChunkName: "legal-es" */ '../i18n-pages/legal/privacy-es.json'),
      import(/* webpackChunkName: "legal-es" */ '../i18n-pages/legal/cookies-es.json'),
    ),
});
