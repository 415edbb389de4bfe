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
export { commonEn } from './catalogues/common-en';
export { commonEs } from './catalogues/common-es';
export type { CommonCatalogue } from './catalogues/common-en';
export { validationCatalogue } from './catalogues/validation-catalogue';
export { translateServerMessage } from './translate-server-message';
