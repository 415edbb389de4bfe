import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets `<title>` to "<page> · Nomada" (translated by the caller). */
export function useDocumentTitle(title: string | undefined): void {
  const { t } = useTranslation('common');
  const suffix = t('titles.suffix');
  useEffect(() => {
    document.title = title ? `${title} · ${suffix}` : suffix;
    // Unmount cleanups run before the next page's effects, so a page without its own title
    // never inherits the previous one.
    return () => {
      document.title = suffix;
    };
  }, [title, suffix]);
}
