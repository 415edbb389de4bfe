import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchStoredFile, saveFile, StoredFileError, toast } from '@nomada/state';
import { errorMessage } from '@nomada/ui';

/** Downloads one stored file under the name it was uploaded with, saying how it went. */
export function useFileDownload() {
  const { t } = useTranslation('agent');
  const [downloading, setDownloading] = useState<string | null>(null);

  const download = useCallback(
    async (file: { file_url: string; original_filename: string }) => {
      setDownloading(file.file_url);
      try {
        const { blob } = await fetchStoredFile(file.file_url);
        saveFile(blob, file.original_filename);
        toast({
          title: t('download.successTitle'),
          description: file.original_filename,
          variant: 'success',
        });
      } catch (error) {
        toast({
          title: t('download.failedTitle'),
          description:
            error instanceof StoredFileError
              ? t(error.reason === 'no_signed_url' ? 'download.noSignedUrl' : 'download.error')
              : errorMessage(error, { fallback: t('download.noLink') }),
          variant: 'destructive',
        });
      } finally {
        setDownloading(null);
      }
    },
    [t],
  );

  return { download, downloading };
}
