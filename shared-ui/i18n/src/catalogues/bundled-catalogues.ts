import { commonEn } from './common-en';
import { commonEs } from './common-es';
import type { SharedCatalogueSource } from './shared-catalogues';
import { validationCatalogue } from './validation-catalogue';

const bundled = {
  en: { common: commonEn, validation: validationCatalogue('en') },
  es: { common: commonEs, validation: validationCatalogue('es') },
};

/** Both languages in the bundle: tests and the server renderer have every text at once. */
export const sharedCatalogueSource: SharedCatalogueSource = {
  bundled,
  load: async (language, namespace) => bundled[language][namespace],
};
