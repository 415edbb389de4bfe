import { useTranslation } from 'react-i18next';
import { POLICIES_LAST_UPDATED } from '../../config/company';
import { ReopenConsentButton } from '../../features/cookie-consent';
import { CookieTable, LegalDocument } from '../../features/legal';
import { usePageMeta } from '../../features/page-meta/use-page-meta';

export function CookiesPage() {
  const { t } = useTranslation('marketing-pages');
  usePageMeta(t('meta.cookies.title'), t('meta.cookies.description'));
  return (
    <LegalDocument
      document="cookies"
      lastUpdated={POLICIES_LAST_UPDATED}
      extras={{ list: <CookieTable />, choice: <ReopenConsentButton /> }}
    />
  );
}
