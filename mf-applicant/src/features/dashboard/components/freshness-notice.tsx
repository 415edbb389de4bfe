import { Alert, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { RequiredDocument } from '@nomada/contracts';

/** The item's date rules in words ("issued at most 90 days ago"), or null when it has none. */
function useRuleText(document: RequiredDocument): string | null {
  const { t } = useTranslation('applicant');
  const parts = [
    document.max_age_days !== null &&
      t('documents.freshness.maxAge', { days: document.max_age_days }),
    document.min_validity_days !== null &&
      t('documents.freshness.minValidity', { days: document.min_validity_days }),
  ].filter((part): part is string => !!part);
  return parts.length ? parts.join(', ') : null;
}

/**
 * Decision 057: warns before a document breaks its date rule (expiring), says when it has
 * (expired), and asks for the date when the files gave none. Nothing while no file is uploaded.
 */
export function FreshnessNotice({ document }: { document: RequiredDocument }) {
  const { t } = useTranslation('applicant');
  const rule = useRuleText(document);
  if (!rule || document.files.length === 0 || document.status === 'approved') return null;
  const { freshness } = document;
  if (freshness === 'unknown')
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="freshness-notice">
        {t('documents.freshness.unknownText', { rule })}
      </Text>
    );
  if (freshness === 'ok') return null;
  const expired = freshness === 'expired';
  return (
    <Alert.Root status={expired ? 'error' : 'warning'} size="sm" data-testid="freshness-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {t(expired ? 'documents.freshness.expiredTitle' : 'documents.freshness.expiringTitle')}
        </Alert.Title>
        <Alert.Description>
          {t(expired ? 'documents.freshness.expiredText' : 'documents.freshness.expiringText', {
            rule,
          })}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
