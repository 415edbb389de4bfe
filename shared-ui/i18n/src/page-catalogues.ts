import i18next from 'i18next';
import { markLoaded } from './catalogue-loading';
import { SHARED_NAMESPACES } from './catalogues/shared-catalogues';
import type { Language } from './language';
import type { CatalogueResources } from './register-catalogue';

/** The texts a prerendered page was rendered with, by namespace, in its language only. */
export type PageCatalogues = Record<string, CatalogueResources>;

type NamespaceReport = {
  usedNamespaces: Record<string, true>;
  addUsedNamespaces: (namespaces: readonly string[]) => void;
  getUsedNamespaces: () => string[];
};

/** react-i18next reports every namespace `useTranslation` reads to `i18n.reportNamespaces`. */
function freshReport(): NamespaceReport {
  return {
    usedNamespaces: {},
    addUsedNamespaces(namespaces) {
      for (const namespace of namespaces) this.usedNamespaces[namespace] = true;
    },
    getUsedNamespaces() {
      return Object.keys(this.usedNamespaces);
    },
  };
}

/**
 * Server renderer: forgets the namespaces read so far; after the render, `pageCatalogues` returns
 * the texts of those the page read (plus the shared ones), for the page to carry to the browser.
 */
export function startPageCatalogues(): void {
  (i18next as unknown as { reportNamespaces: NamespaceReport }).reportNamespaces = freshReport();
}

export function pageCatalogues(language: Language): PageCatalogues {
  const report = (i18next as unknown as { reportNamespaces?: NamespaceReport }).reportNamespaces;
  const namespaces = new Set<string>([
    ...SHARED_NAMESPACES,
    ...(report?.getUsedNamespaces() ?? []),
  ]);
  const catalogues: PageCatalogues = {};
  for (const namespace of namespaces) {
    const bundle = i18next.getResourceBundle(language, namespace) as CatalogueResources | undefined;
    if (bundle) catalogues[namespace] = bundle;
  }
  return catalogues;
}

/** Browser: the texts a prerendered page carried, so none is fetched again before it hydrates. */
export function addCatalogues(language: Language, catalogues: PageCatalogues): void {
  for (const [namespace, resources] of Object.entries(catalogues)) {
    i18next.addResourceBundle(language, namespace, resources, true, true);
    markLoaded(language, namespace);
  }
}
