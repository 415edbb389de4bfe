import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { isLoaded, loadNamespaces } from './catalogue-loading';
import { isLanguage, type Language } from './language';

const pending = new Map<string, Promise<void>>();

/** A promise React reads as already settled (it looks at `status`), so `use` returns at once. */
const LOADED: Promise<void> = Object.assign(Promise.resolve(), {
  status: 'fulfilled',
  value: undefined,
});

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
  // Always one `use`, never a conditional one: when React replays a component that suspended on
  // it, a `use` gone missing makes the hooks after it fail (React error #467, seen on the legal pages).
  use(missing.length > 0 ? whenLoaded(language, missing) : LOADED);
}
