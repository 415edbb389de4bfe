import { Alert, Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { DocumentRetention } from '@nomada/contracts';
import { useLanguage } from '@nomada/i18n';
import { formatDate } from '../lib/format-date';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Once retention has deleted the files of a finished case: when, and why (the privacy policy). */
export function RetentionNotice({ retention }: { retention: DocumentRetention | null }) {
  const { t } = useTranslation('applicant');
  const { language } = useLanguage();
  if (!retention) return null;
  const days = Math.round(
    (Date.parse(retention.files_deleted_at) - Date.parse(retention.finished_at)) / DAY_MS,
  );
  return (
    <Alert.Root status="info" variant="subtle" data-testid="retention-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('retention.title')}</Alert.Title>
        <Alert.Description>
          {t('retention.text', {
            finished: formatDate(retention.finished_at, language),
            deleted: formatDate(retention.files_deleted_at, language),
            count: retention.files_deleted,
            days,
          })}{' '}
          <Link asChild color="brand.700" fontWeight="semibold">
            <RouterLink to="/privacy-policy#retention">{t('retention.policy')}</RouterLink>
          </Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
