import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequiredDocument } from '@nomada/contracts';
import { saveFile, StoredFileError, toast } from '@nomada/state';
import { errorMessage } from '@nomada/ui';
import { downloadDocument } from '../api/download-document';

const REASON_TEXT: Record<StoredFileError['reason'], string> = {
  no_signed_url: 'documents.toasts.noSignedUrl',
  file_unavailable: 'documents.toasts.downloadError',
};

/** Downloads the current file of one checklist item under its original name. */
export function useDocumentDownload(document: RequiredDocument) {
  const { t } = useTranslation('applicant');
  const [downloading, setDownloading] = useState(false);

  const download = useCallback(async () => {
    setDownloading(true);
    try {
      const file = await downloadDocument(document);
      saveFile(file.blob, file.filename);
      toast({
        title: t('documents.toasts.downloadedTitle'),
        description: file.filename,
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: t('documents.toasts.downloadFailedTitle'),
        description:
          error instanceof StoredFileError
            ? t(REASON_TEXT[error.reason])
            : errorMessage(error, { fallback: t('documents.toasts.noLink') }),
        variant: 'destructive',
      });
    } finally {
      setDownloading(false);
    }
  }, [document, t]);

  return { download, downloading };
}
