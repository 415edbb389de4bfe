import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { isLoaded, loadNamespaces } from './catalogue-loading';
import { isLanguage, type Language } from './language';

const pending = new Map<string, Promise<void>>();

function whenLoaded(language: Language, namespaces: readonly string[]): Promise<void> {
  const id = `${language}:${namespaces.join(',')}`;
  let promise = pending.get(id);
  if (!promise) {
    promise = loadNamespaces(language, namespaces).finally(() => pending.delete(id));
    pending.set(id, promise);
  }
  return promise;
}

/**
 * Suspends until the given namespaces of the current language are loaded (a remote's catalogue
 * registered with `registerCatalogueLoader`); renders at once when they already are.
 */
export function useCataloguesReady(namespaces: readonly string[]): void {
  const { i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const missing = namespaces.filter((namespace) => !isLoaded(language, namespace));
  if (missing.length > 0) use(whenLoaded(language, missing));
}
