import { useTranslation } from 'react-i18next';
import { NotFoundView } from '@nomada/ui';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('titles.notFound'));
  return <NotFoundView />;
}
