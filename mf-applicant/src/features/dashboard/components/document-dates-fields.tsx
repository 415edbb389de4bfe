import { Field, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { RequiredDocument } from '@nomada/contracts';
import type { UploadDates } from '../api/upload-document';

type DocumentDatesFieldsProps = {
  document: RequiredDocument;
  dates: UploadDates;
  onChange: (dates: UploadDates) => void;
  today: string;
};

/** The issue and expiry dates an upload may carry, for the items whose rules need them. */
export function DocumentDatesFields({
  document,
  dates,
  onChange,
  today,
}: DocumentDatesFieldsProps) {
  const { t } = useTranslation('applicant');
  const needsIssue = document.max_age_days !== null;
  const needsExpiry = document.min_validity_days !== null;
  if (!needsIssue && !needsExpiry) return null;
  return (
    <Stack gap="2">
      <Text fontSize="sm" color="fg.muted">
        {t('documents.datesHelp')}
      </Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        {needsIssue && (
          <Field.Root>
            <Field.Label>{t('documents.issuedOn')}</Field.Label>
            <Input
              type="date"
              size="sm"
              max={today}
              value={dates.issued_on ?? ''}
              onChange={(event) =>
                onChange({ ...dates, issued_on: event.target.value || undefined })
              }
            />
          </Field.Root>
        )}
        {needsExpiry && (
          <Field.Root>
            <Field.Label>{t('documents.expiresOn')}</Field.Label>
            <Input
              type="date"
              size="sm"
              value={dates.expires_on ?? ''}
              onChange={(event) =>
                onChange({ ...dates, expires_on: event.target.value || undefined })
              }
            />
          </Field.Root>
        )}
      </Stack>
    </Stack>
  );
}
