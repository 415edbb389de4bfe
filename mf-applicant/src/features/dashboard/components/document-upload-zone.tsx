import { useRef, useState, type DragEvent } from 'react';
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { RequiredDocument } from '@nomada/contracts';
import { ProgressBar } from '../../../components/progress-bar';
import { UploadIcon } from '../../../components/icons';
import { acceptAttribute, acceptedExtensions, maxMegabytes } from '../lib/file-checks';

type DocumentUploadZoneProps = {
  document: RequiredDocument;
  replacing: boolean;
  progress: number | null;
  onFile: (file: File | undefined) => void;
  /** Offered once the item has a file: adds one beside the others instead of replacing them. */
  onAddFile?: ((file: File | undefined) => void) | undefined;
  onCancel: () => void;
};

/** A file picker and a drop target for one checklist item, and the bar of a running upload. */
export function DocumentUploadZone({
  document,
  replacing,
  progress,
  onFile,
  onAddFile,
  onCancel,
}: DocumentUploadZoneProps) {
  const { t } = useTranslation('applicant');
  const input = useRef<HTMLInputElement>(null);
  const addInput = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const types = acceptedExtensions(document)
    .map((type) => type.toUpperCase())
    .join(', ');

  if (progress !== null) {
    const percent = Math.round(progress * 100);
    return (
      <Stack gap="2" data-testid="upload-progress">
        <Stack direction="row" justify="space-between" align="center" gap="3">
          <Text fontSize="sm" fontWeight="medium" aria-hidden>
            {t('documents.uploading', { percent })}
          </Text>
          <Button
            size="xs"
            variant="outline"
            onClick={onCancel}
            aria-label={t('documents.cancelUploadOf', { name: document.name })}
          >
            {t('documents.cancelUpload')}
          </Button>
        </Stack>
        <ProgressBar
          value={percent}
          label={t('documents.uploadProgressLabel', { name: document.name })}
          valueText={t('documents.uploading', { percent })}
        />
      </Stack>
    );
  }

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    onFile(event.dataTransfer.files[0]);
  }

  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      data-testid="upload-drop-zone"
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={dragging ? 'brand.500' : 'border'}
      bg={dragging ? 'brand.50' : 'bg.subtle'}
      borderRadius="lg"
      p="4"
    >
      <Stack
        direction={{ base: 'column', sm: 'row' }}
        align={{ base: 'stretch', sm: 'center' }}
        justify="space-between"
        gap="3"
      >
        <Stack gap="0.5">
          <Text fontSize="sm" fontWeight="medium">
            {t('documents.dropHere')}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {t('documents.accepted', { types, maxMb: maxMegabytes(document) })}
          </Text>
        </Stack>
        <Button
          type="button"
          colorPalette="brand"
          variant={replacing ? 'outline' : 'solid'}
          size="sm"
          onClick={() => input.current?.click()}
          flexShrink={0}
          aria-label={t(replacing ? 'documents.reuploadOf' : 'documents.uploadOf', {
            name: document.name,
          })}
        >
          <UploadIcon />
          {t(replacing ? 'documents.reupload' : 'documents.upload')}
        </Button>
        {onAddFile && (
          <Button
            type="button"
            colorPalette="brand"
            size="sm"
            onClick={() => addInput.current?.click()}
            flexShrink={0}
            aria-label={t('documents.addFileOf', { name: document.name })}
          >
            <UploadIcon />
            {t('documents.addFile')}
          </Button>
        )}
      </Stack>
      {onAddFile && (
        <input
          ref={addInput}
          type="file"
          hidden
          accept={acceptAttribute(document)}
          data-testid="add-file-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            onAddFile(file);
          }}
        />
      )}
      <input
        ref={input}
        type="file"
        hidden
        accept={acceptAttribute(document)}
        data-testid="upload-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same file can be chosen again after a refusal.
          event.target.value = '';
          onFile(file);
        }}
      />
    </Box>
  );
}
