import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequiredDocument } from '@nomada/contracts';
import { isAbortError, isApiError, toast, type ApiErrorCode } from '@nomada/state';
import { errorMessage } from '@nomada/ui';
import { uploadDocument, type UploadDates } from '../api/upload-document';
import { checkFile, maxMegabytes, type FileProblem } from '../lib/file-checks';

/** Refusals that mean "you cannot upload this now" rather than "the upload broke". */
const NOT_AVAILABLE = new Set<ApiErrorCode>([
  'document_already_processed',
  'too_many_files',
  'application_pending',
  'application_rejected',
  'forbidden',
]);

const PROBLEM_TITLE: Record<FileProblem['code'], string> = {
  file_required: 'documents.toasts.noFileTitle',
  file_too_large: 'documents.toasts.tooLargeTitle',
  file_type_invalid: 'documents.toasts.invalidTypeTitle',
};

/**
 * Uploads one checklist item's file with a progress fraction (0..1, `null` when idle), checking it
 * first as the server will (docs/product/validation.md), then reloads the dashboard data.
 */
export function useDocumentUpload(document: RequiredDocument, reload: () => Promise<unknown>) {
  const { t } = useTranslation('applicant');
  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);

  // Leaving the page cancels an upload still running.
  useEffect(() => () => controller.current?.abort(), []);

  const upload = useCallback(
    async (
      file: File | undefined,
      { append = false, dates = {} }: { append?: boolean; dates?: UploadDates } = {},
    ) => {
      if (controller.current) return;
      const problem = checkFile(file, document);
      if (problem || !file) {
        const code = problem?.code ?? 'file_required';
        toast({
          title: t(PROBLEM_TITLE[code]),
          description: t(`validation:${code}`, { maxMb: maxMegabytes(document) }),
          variant: 'destructive',
        });
        return;
      }
      const abort = new AbortController();
      controller.current = abort;
      setProgress(0);
      try {
        await uploadDocument(document, file, {
          onProgress: setProgress,
          signal: abort.signal,
          append,
          dates,
        });
        setProgress(1);
        toast({
          title: t('documents.toasts.uploadedTitle'),
          description: t('documents.toasts.uploadedText', { name: document.name }),
          variant: 'success',
        });
        await reload();
      } catch (error) {
        if (isAbortError(error)) {
          toast({ title: t('documents.toasts.cancelledTitle'), description: document.name });
          return;
        }
        const unavailable = isApiError(error) && NOT_AVAILABLE.has(error.code);
        toast({
          title: t(
            unavailable ? 'documents.toasts.notAvailableTitle' : 'documents.toasts.failedTitle',
          ),
          description: errorMessage(error, {
            fallback: t('documents.toasts.failedText'),
            offline: t('documents.toasts.failedText'),
            params: { maxMb: maxMegabytes(document) },
          }),
          variant: 'destructive',
        });
        // The server may know more (someone decided meanwhile): show what is true now.
        if (unavailable) void reload();
      } finally {
        controller.current = null;
        setProgress(null);
      }
    },
    [document, reload, t],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { upload, cancel, progress, uploading: progress !== null };
}
