import type { Language } from '../language';
import type { CatalogueResources } from '../register-catalogue';

/** The namespaces this package provides itself, in every app. */
export const SHARED_NAMESPACES = ['common', 'validation'] as const;
export type SharedNamespace = (typeof SHARED_NAMESPACES)[number];

/**
 * Where the shared namespaces come from: bundled (tests, server rendering), or one chunk per
 * language and namespace, loaded on demand (browser bundles). `#shared-catalogues` in package.json
 * picks the implementation by the `nomada-split-catalogues` condition, which only
 * @nomada/build-config's browser builds set.
 */
export type SharedCatalogueSource = {
  bundled?: Record<Language, Record<SharedNamespace, CatalogueResources>>;
  load: (language: Language, namespace: SharedNamespace) => Promise<CatalogueResources>;
};
