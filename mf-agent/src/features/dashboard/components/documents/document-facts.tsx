import { DataList } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AgentDocument } from '@nomada/contracts';
import { useLanguage } from '@nomada/i18n';
import { formatDateTime, formatFileSize } from '../../../../lib/format';
import { StatusBadge } from '../shared/status-badge';

/** Who uploaded what, how big and when, and whether its dates keep the item's rules. */
export function DocumentFacts({ document }: { document: AgentDocument }) {
  const { t } = useTranslation('agent');
  const { language } = useLanguage();
  const facts: Array<[string, React.ReactNode]> = [
    [t('review.applicant'), document.user_name || document.user_email],
    [t('review.email'), document.user_email],
    [t('review.documentType'), document.document_name],
    [t('review.fileName'), document.original_filename],
    [t('review.size'), formatFileSize(document.file_size, language)],
    [
      t('review.uploadedAt'),
      <time key="time" dateTime={document.uploaded_at}>
        {formatDateTime(document.uploaded_at, language)}
      </time>,
    ],
    [t('review.status'), <StatusBadge key="status" kind="document" status={document.status} />],
    [t('review.freshness'), t(`review.freshnessValues.${document.freshness}`)],
  ];
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="2.5">
      {facts.map(([label, value]) => (
        <DataList.Item key={label} alignItems="flex-start">
          <DataList.ItemLabel minW={{ base: '32', md: '36' }}>{label}</DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-word" minW="0">
            {value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
