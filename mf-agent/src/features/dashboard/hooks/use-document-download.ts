import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentDocument } from '@nomada/contracts';
import { fetchStoredFile, saveFile, StoredFileError, toast } from '@nomada/state';
import { errorMessage } from '@nomada/ui';

const REASON_TEXT: Record<StoredFileError['reason'], string> = {
  no_signed_url: 'download.noSignedUrl',
  file_unavailable: 'download.error',
};

/** Downloads a document's file under the name it was uploaded with (docs/product/http-api.md and docs/product/messages.md). */
export function useDocumentDownload(document: AgentDocument | undefined) {
  const { t } = useTranslation('agent');
  const [downloading, setDownloading] = useState(false);

  const download = useCallback(async () => {
    if (!document) return;
    setDownloading(true);
    try {
      const { blob } = await fetchStoredFile(document.file_url);
      saveFile(blob, document.original_filename || document.document_name);
      toast({
        title: t('download.successTitle'),
        description: document.original_filename,
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: t('download.failedTitle'),
        description:
          error instanceof StoredFileError
            ? t(REASON_TEXT[error.reason])
            : errorMessage(error, { fallback: t('download.noLink') }),
        variant: 'destructive',
      });
    } finally {
      setDownloading(false);
    }
  }, [document, t]);

  return { download, downloading };
}
