import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { declarePageHead } from '@nomada/ui';

/**
 * Sets `<title>` to "<page> · Nomada", as the shell's own pages do. A page that is prerendered
 * (the wizard's first step) also declares its title and description for the served `<head>`.
 */
export function useDocumentTitle(title: string, description?: string): void {
  const { t } = useTranslation('common');
  const suffix = t('titles.suffix');
  if (description !== undefined) declarePageHead({ title: `${title} · ${suffix}`, description });
  useEffect(() => {
    document.title = `${title} · ${suffix}`;
    return () => {
      document.title = suffix;
    };
  }, [title, suffix]);
}
