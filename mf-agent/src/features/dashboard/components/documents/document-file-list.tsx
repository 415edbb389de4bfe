import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DocumentFile } from '@nomada/contracts';

type DocumentFileListProps = {
  files: DocumentFile[];
  selectedId: string | undefined;
  onSelect: (fileId: string) => void;
};

/** Every file of an item (passport pages, monthly statements): the one chosen is shown above. */
export function DocumentFileList({ files, selectedId, onSelect }: DocumentFileListProps) {
  const { t } = useTranslation('agent');
  return (
    <Stack gap="2" as="section" aria-label={t('review.files', { count: files.length })}>
      <Text fontWeight="semibold">{t('review.files', { count: files.length })}</Text>
      <Text fontSize="sm" color="fg.muted">
        {t('review.filesNote')}
      </Text>
      <Stack as="ul" gap="1" listStyleType="none">
        {files.map((file, index) => (
          <li key={file.id}>
            <Button
              size="sm"
              variant={file.id === selectedId ? 'solid' : 'outline'}
              aria-pressed={file.id === selectedId}
              onClick={() => onSelect(file.id)}
              maxW="full"
            >
              <Text as="span" truncate>
                {t('review.fileN', { n: index + 1, name: file.original_filename })}
              </Text>
            </Button>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
