import type { ReactNode } from 'react';
import { Button, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CaseFile } from '@nomada/contracts';
import { DownloadIcon } from '../../../../components/icons';
import type { useFileDownload } from '../../hooks/use-file-download';

type CaseFileRowProps = {
  file: CaseFile;
  /** The lines under the file's name: size and dates, decisions. */
  details: ReactNode;
  /** An earlier file, replaced or removed: drawn with a dashed border. */
  earlier?: boolean;
  downloads: ReturnType<typeof useFileDownload>;
};

/** One file of a checklist item on the case page: its name, its details and a download. */
export function CaseFileRow({ file, details, earlier = false, downloads }: CaseFileRowProps) {
  const { t } = useTranslation('agent');
  const { download, downloading } = downloads;
  const url = file.file_url;
  return (
    <List.Item
      display="flex"
      flexDirection={{ base: 'column', sm: 'row' }}
      alignItems={{ sm: 'center' }}
      justifyContent="space-between"
      gap="2"
      borderWidth="1px"
      borderStyle={earlier ? 'dashed' : 'solid'}
      borderColor="border.muted"
      borderRadius="md"
      px="3"
      py="2"
    >
      <Stack gap="0" minW="0">
        <Text fontSize="sm" fontWeight="medium" wordBreak="break-all">
          {file.original_filename}
        </Text>
        {details}
      </Stack>
      {url && (
        <Button
          size="xs"
          variant="outline"
          flexShrink={0}
          loading={downloading === url}
          onClick={() =>
            void download({ file_url: url, original_filename: file.original_filename })
          }
        >
          <DownloadIcon />
          {t('review.download', { name: file.original_filename })}
        </Button>
      )}
    </List.Item>
  );
}
