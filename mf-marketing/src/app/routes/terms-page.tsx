import { useTranslation } from 'react-i18next';
import { TERMS_LAST_UPDATED } from '../../config/company';
import { LegalDocument } from '../../features/legal';
import { usePageMeta } from '../../features/page-meta/use-page-meta';

export function TermsPage() {
  const { t } = useTranslation('marketing-pages');
  usePageMeta(t('meta.terms.title'), t('meta.terms.description'));
  return <LegalDocument document="terms" lastUpdated={TERMS_LAST_UPDATED} />;
}
