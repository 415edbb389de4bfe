import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { POLICIES_LAST_UPDATED } from '../../config/company';
import { LegalDocument } from '../../features/legal';
import { usePageMeta } from '../../features/page-meta/use-page-meta';

/** Served at both /privacy-policy and /privacy (docs/product/screens.md). */
export function PrivacyPage() {
  const { t } = useTranslation('marketing-pages');
  const { t: tl } = useTranslation('marketing-legal');
  usePageMeta(t('meta.privacy.title'), t('meta.privacy.description'));
  const cookieLink = (
    <Link asChild color="brand.700" fontWeight="semibold" textDecoration="underline">
      <RouterLink to="/cookies" onClick={() => window.scrollTo({ top: 0 })}>
        {tl('common.cookiePolicyLink')}
      </RouterLink>
    </Link>
  );
  return (
    <LegalDocument
      document="privacy"
      lastUpdated={POLICIES_LAST_UPDATED}
      extras={{ cookies: cookieLink }}
    />
  );
}
