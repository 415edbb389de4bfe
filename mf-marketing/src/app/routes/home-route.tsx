import { useTranslation } from 'react-i18next';
import { useCataloguesReady } from '@nomada/i18n';
import { usePageMeta } from '../../features/page-meta/use-page-meta';
import { HOME_NAMESPACE } from '../../i18n/namespaces';
import { HomePage } from './home-page';

/** The home page with its title and description, kept apart from the page's own sections. */
export function HomeRoute() {
  useCataloguesReady([HOME_NAMESPACE]);
  const { t } = useTranslation('marketing-pages');
  usePageMeta(t('meta.home.title'), t('meta.home.description'));
  return <HomePage />;
}
