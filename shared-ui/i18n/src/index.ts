export { initI18n, i18next } from './init-i18n';
export { registerCatalogue, type Catalogue, type CatalogueResources } from './register-catalogue';
export { useLanguage } from './use-language';
export {
  LANGUAGES,
  detectLanguage,
  isLanguage,
  readLanguageCookie,
  writeLanguageCookie,
  type Language,
} from './language';
export type { CommonCatalogue } from './catalogues/common-en';
export {
  registerCatalogueLoader,
  loadNamespaces,
  loadLanguage,
  isLoaded as isCatalogueLoaded,
} from './catalogue-loading';
export {
  addCatalogues,
  pageCatalogues,
  startPageCatalogues,
  type PageCatalogues,
} from './page-catalogues';
export { useCataloguesReady } from './use-catalogues-ready';
