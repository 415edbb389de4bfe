import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DocumentFile, RequiredDocument } from '@nomada/contracts';
import { DownloadIcon } from '../../../components/icons';
import { useDocumentDownload } from '../hooks/use-document-download';

type FileRowProps = {
  document: RequiredDocument;
  file: DocumentFile;
  removable: boolean;
  removing: boolean;
  onRemove: (file: DocumentFile) => void;
};

function FileRow({ document, file, removable, removing, onRemove }: FileRowProps) {
  const { t } = useTranslation('applicant');
  const { download, downloading } = useDocumentDownload({ ...document, file_url: file.file_url });
  return (
    <HStack as="li" justify="space-between" gap="2" data-testid="document-file">
      <Text fontSize="sm" truncate minW="0">
        {file.original_filename}
      </Text>
      <HStack gap="1" flexShrink={0}>
        <Button
          size="xs"
          variant="ghost"
          colorPalette="brand"
          onClick={() => void download()}
          loading={downloading}
          aria-label={t('documents.downloadFile', { file: file.original_filename })}
        >
          <DownloadIcon />
        </Button>
        {removable && (
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            loading={removing}
            onClick={() => onRemove(file)}
            aria-label={t('documents.removeFileOf', { file: file.original_filename })}
          >
            {t('documents.removeFile')}
          </Button>
        )}
      </HStack>
    </HStack>
  );
}

type DocumentFileListProps = {
  document: RequiredDocument;
  removable: boolean;
  removingId: string | null;
  onRemove: (file: DocumentFile) => void;
};

/** The files of one checklist item (passport pages, monthly statements), each downloadable. */
export function DocumentFileList({
  document,
  removable,
  removingId,
  onRemove,
}: DocumentFileListProps) {
  const { t } = useTranslation('applicant');
  const labelId = `document-${document.id}-files`;
  return (
    <Stack gap="1">
      <Text id={labelId} fontSize="sm" fontWeight="medium">
        {t('documents.files', { count: document.files.length })}
      </Text>
      <Stack as="ul" gap="1" listStyleType="none" aria-labelledby={labelId}>
        {document.files.map((file) => (
          <FileRow
            key={file.id}
            document={document}
            file={file}
            removable={removable}
            removing={removingId === file.id}
            onRemove={onRemove}
          />
        ))}
      </Stack>
    </Stack>
  );
}
