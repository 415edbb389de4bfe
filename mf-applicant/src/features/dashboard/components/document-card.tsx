import { useState } from 'react';
import { Alert, Badge, Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  MAX_FILES_PER_DOCUMENT,
  type DocumentStatus,
  type RequiredDocument,
} from '@nomada/contracts';
import { useLanguage } from '@nomada/i18n';
import { DownloadIcon } from '../../../components/icons';
import { useDocumentDownload } from '../hooks/use-document-download';
import { useDocumentUpload } from '../hooks/use-document-upload';
import { useFileRemoval } from '../hooks/use-file-removal';
import type { UploadDates } from '../api/upload-document';
import { DocumentDatesFields } from './document-dates-fields';
import { DocumentFileList } from './document-file-list';
import { FreshnessNotice } from './freshness-notice';
import { PaperRequirements } from './paper-requirements';
import { formatDate } from '../lib/format-date';
import { DocumentStatusBadge } from './document-status-badge';
import { DocumentUploadZone } from './document-upload-zone';

/** the HTTP contract: a file can be (re)placed while nobody has decided on it, and again after a rejection. */
const UPLOADABLE: ReadonlySet<DocumentStatus> = new Set(['pending', 'uploaded', 'rejected']);
const PROCESSED: ReadonlySet<DocumentStatus> = new Set(['approved', 'rejected']);

type DocumentCardProps = { document: RequiredDocument; reload: () => Promise<unknown> };

export function DocumentCard({ document, reload }: DocumentCardProps) {
  const { t } = useTranslation('applicant');
  const { language } = useLanguage();
  const { upload, cancel, progress } = useDocumentUpload(document, reload);
  const { download, downloading } = useDocumentDownload(document);
  const { remove, removing } = useFileRemoval(reload);
  const [dates, setDates] = useState<UploadDates>({});
  const today = new Date().toISOString().slice(0, 10);
  const titleId = `document-${document.id}-title`;
  const { status } = document;
  return (
    <Card.Root as="li" variant="outline" aria-labelledby={titleId} data-testid="document-card">
      <Card.Body gap="4">
        <Stack
          direction={{ base: 'column', sm: 'row' }}
          justify="space-between"
          align={{ base: 'flex-start', sm: 'flex-start' }}
          gap="2"
        >
          <Stack gap="1">
            <Heading as="h3" size="md" id={titleId}>
              {document.name}
            </Heading>
            {document.requested && (
              <Badge alignSelf="flex-start" colorPalette="red" variant="subtle">
                {t('documents.requestedByAuthority')}
              </Badge>
            )}
            <Text color="fg.muted" fontSize="sm">
              {document.description}
            </Text>
            <PaperRequirements document={document} />
          </Stack>
          <DocumentStatusBadge status={status} />
        </Stack>
        {document.uploaded_at && (
          <Text fontSize="sm" color="fg.muted">
            {t('documents.uploadedOn', { date: formatDate(document.uploaded_at, language) })}
          </Text>
        )}
        {status === 'rejected' && (
          <Alert.Root status="error" size="sm">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('documents.rejectionReason')}</Alert.Title>
              <Alert.Description wordBreak="break-word" data-testid="rejection-reason">
                {document.rejection_reason || t('documents.noReason')}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {PROCESSED.has(status) && (
          <Text
            fontSize="sm"
            fontWeight="medium"
            color={status === 'approved' ? 'green.700' : 'fg'}
          >
            {t(
              status === 'approved' ? 'documents.alreadyProcessed' : 'documents.processedRejected',
            )}
          </Text>
        )}
        {status === 'reviewing' && (
          <Text fontSize="sm" color="fg.muted">
            {t('documents.inReview')}
          </Text>
        )}
        <FreshnessNotice document={document} />
        {document.files.length > 1 && (
          <DocumentFileList
            document={document}
            removable={status !== 'approved'}
            removingId={removing}
            onRemove={(file) => void remove(file)}
          />
        )}
        {UPLOADABLE.has(status) && progress === null && (
          <DocumentDatesFields
            document={document}
            dates={dates}
            onChange={setDates}
            today={today}
          />
        )}
        {UPLOADABLE.has(status) && (
          <DocumentUploadZone
            document={document}
            replacing={status !== 'pending'}
            progress={progress}
            onFile={(file) => void upload(file, { dates })}
            onAddFile={
              status !== 'pending' && document.files.length < MAX_FILES_PER_DOCUMENT
                ? (file) => void upload(file, { append: true, dates })
                : undefined
            }
            onCancel={cancel}
          />
        )}
        {UPLOADABLE.has(status) && document.files.length >= MAX_FILES_PER_DOCUMENT && (
          <Text fontSize="sm" color="fg.muted">
            {t('documents.filesFull', { max: MAX_FILES_PER_DOCUMENT })}
          </Text>
        )}
        {document.file_url && document.files.length <= 1 && (
          <Button
            alignSelf="flex-start"
            variant="ghost"
            colorPalette="brand"
            size="sm"
            onClick={() => void download()}
            loading={downloading}
            loadingText={t('documents.downloading')}
            aria-label={t('documents.downloadOf', { name: document.name })}
          >
            <DownloadIcon />
            {t('documents.download')}
          </Button>
        )}
      </Card.Body>
    </Card.Root>
  );
}
