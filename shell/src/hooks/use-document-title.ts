import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets `<title>` to "<page> · Nomada" (translated by the caller). */
export function useDocumentTitle(title: string | undefined): void {
  const { t } = useTranslation('common');
  const suffix = t('titles.suffix');
  useEffect(() => {
    document.title = title ? `${title} · ${suffix}` : suffix;
  }, [title, suffix]);
}
