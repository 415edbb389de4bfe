import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets `<title>` to "<page> · Nomada", as the shell's own pages do. */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation('common');
  const suffix = t('titles.suffix');
  useEffect(() => {
    document.title = `${title} · ${suffix}`;
    return () => {
      document.title = suffix;
    };
  }, [title, suffix]);
}
