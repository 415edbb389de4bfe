import i18next from 'i18next';
import { markLoaded } from './catalogue-loading';

export type CatalogueResources = { [key: string]: string | CatalogueResources };
export type Catalogue = { en: CatalogueResources; es: CatalogueResources };

const pending: Array<[string, Catalogue]> = [];

function add(namespace: string, catalogue: Catalogue) {
  for (const language of ['en', 'es'] as const) {
    i18next.addResourceBundle(language, namespace, catalogue[language], true, true);
    markLoaded(language, namespace);
  }
}

/**
 * Adds a remote's namespace (`marketing`, `applicant`, `agent`) in both languages. Call it at the
 * top level of the remote's `./app` module; before `initI18n()` it waits and is applied then.
 */
export function registerCatalogue(namespace: string, catalogue: Catalogue): void {
  if (i18next.isInitialized) add(namespace, catalogue);
  else pending.push([namespace, catalogue]);
}

export function flushPendingCatalogues(): void {
  for (const [namespace, catalogue] of pending.splice(0)) add(namespace, catalogue);
}
