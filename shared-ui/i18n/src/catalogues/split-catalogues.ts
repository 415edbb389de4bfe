import type { SharedCatalogueSource } from './shared-catalogues';

/** Browser bundles: a visitor downloads the namespaces of their own language only. */
export const sharedCatalogueSource: SharedCatalogueSource = {
  load: async (language, namespace) => {
    if (namespace === 'validation') {
      // The error texts come from the contracts' catalogue, which holds both languages together.
      const { validationCatalogue } = await import('./validation-catalogue');
      return validationCatalogue(language);
    }
    return language === 'es'
      ? (await import('./common-es')).commonEs
      : (await import('./common-en')).commonEn;
  },
};
