import { useEffect, useState } from 'react';
import type { AgentDocument } from '@nomada/contracts';
import { fetchStoredFile, isAbortError, signStoredFile } from '@nomada/state';
import { logger } from '../../../lib/logger';
import { previewKind } from '../preview-kind';

export type DocumentPreview =
  | { state: 'loading' }
  | { state: 'ready'; kind: 'pdf' | 'image'; url: string }
  | { state: 'download' }
  | { state: 'failed' };

/**
 * The file of a document, ready to show inline. An image is shown from its signed URL (an <img>
 * runs nothing). A PDF goes into a frame, so it is fetched and shown from an object URL typed
 * `application/pdf` by us, whatever the answer says: nothing an applicant uploads can become a page
 * of our origin. The object URL is released when the dialog closes. Anything else is a download.
 */
export function useDocumentPreview(document: AgentDocument | undefined): DocumentPreview {
  const [preview, setPreview] = useState<DocumentPreview>({ state: 'loading' });
  const filePath = document?.file_url;
  const kind = document ? previewKind(document.mime_type) : 'download';

  useEffect(() => {
    if (!filePath) return;
    if (kind === 'download') {
      setPreview({ state: 'download' });
      return;
    }
    setPreview({ state: 'loading' });
    const controller = new AbortController();
    let objectUrl: string | undefined;
    const ready =
      kind === 'image'
        ? signStoredFile(filePath, controller.signal)
        : fetchStoredFile(filePath, controller.signal).then(({ blob }) => {
            if (controller.signal.aborted) throw controller.signal.reason;
            objectUrl = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
            return objectUrl;
          });
    ready
      .then((url) => {
        if (!controller.signal.aborted) setPreview({ state: 'ready', kind, url });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        logger.warn('document preview could not be loaded', error);
        setPreview({ state: 'failed' });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [filePath, kind]);

  return preview;
}
