import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../features/page-meta/use-page-meta';
import { HomePage } from './home-page';

/** The home page with its title and description, kept apart from the page's own sections. */
export function HomeRoute() {
  const { t } = useTranslation('marketing-pages');
  usePageMeta(t('meta.home.title'), t('meta.home.description'));
  return <HomePage />;
}
