import i18next from 'i18next';
import { sharedCatalogueSource } from '#shared-catalogues';
import { SHARED_NAMESPACES, type SharedNamespace } from './catalogues/shared-catalogues';
import type { Language } from './language';
import type { CatalogueResources } from './register-catalogue';

type Loader = (language: Language) => Promise<CatalogueResources>;

const loaders = new Map<string, Loader>(
  SHARED_NAMESPACES.map((namespace): [string, Loader] => [
    namespace,
    (language) => sharedCatalogueSource.load(language, namespace as SharedNamespace),
  ]),
);
const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();

const key = (language: Language, namespace: string) => `${language}/${namespace}`;

/** Records resources that are already in i18next (bundled, registered whole, embedded in the page). */
export function markLoaded(language: Language, namespace: string): void {
  loaded.add(key(language, namespace));
}

export function isLoaded(language: Language, namespace: string): boolean {
  return loaded.has(key(language, namespace));
}

/**
 * Adds a namespace whose languages load separately, each when first needed:
 * `registerCatalogueLoader('marketing', { en: () => import('./en.json'), es: () => import('./es.json') })`.
 */
export function registerCatalogueLoader(
  namespace: string,
  load: Record<Language, () => Promise<CatalogueResources | { default: CatalogueResources }>>,
): void {
  loaders.set(namespace, async (language) => {
    const module = await load[language]();
    return 'default' in module && typeof module.default === 'object'
      ? (module.default as CatalogueResources)
      : (module as CatalogueResources);
  });
}

function loadNamespace(language: Language, namespace: string): Promise<void> {
  if (isLoaded(language, namespace)) return Promise.resolve();
  const id = key(language, namespace);
  const load = loaders.get(namespace);
  if (!load) return Promise.resolve();
  let pending = loading.get(id);
  if (!pending) {
    pending = load(language).then(
      (resources) => {
        i18next.addResourceBundle(language, namespace, resources, true, true);
        markLoaded(language, namespace);
        loading.delete(id);
      },
      (error: unknown) => {
        // A failed chunk may load on the next try (Retry, another navigation).
        loading.delete(id);
        throw error;
      },
    );
    loading.set(id, pending);
  }
  return pending;
}

/** Loads the given namespaces of one language (those without a loader are skipped). */
export async function loadNamespaces(
  language: Language,
  namespaces: readonly string[],
): Promise<void> {
  await Promise.all(namespaces.map((namespace) => loadNamespace(language, namespace)));
}

/**
 * Everything a switch to `language` needs before it shows: the shared namespaces and every
 * namespace already in use in another language.
 */
export async function loadLanguage(language: Language): Promise<void> {
  const inUse = [...loaders.keys()].filter(
    (namespace) =>
      SHARED_NAMESPACES.includes(namespace as SharedNamespace) ||
      [...loaded].some((id) => id.endsWith(`/${namespace}`)),
  );
  await loadNamespaces(language, inUse);
}
