import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentFile } from '@nomada/contracts';
import { toast } from '@nomada/state';
import { errorMessage } from '@nomada/ui';
import { deleteDocumentFile } from '../api/delete-document-file';

/** Removes one file of a checklist item, says how it went, and shows what is true now. */
export function useFileRemoval(reload: () => Promise<unknown>) {
  const { t } = useTranslation('applicant');
  const [removing, setRemoving] = useState<string | null>(null);

  const remove = useCallback(
    async (file: DocumentFile) => {
      setRemoving(file.id);
      try {
        await deleteDocumentFile(file.id);
        toast({
          title: t('documents.removedTitle'),
          description: file.original_filename,
          variant: 'success',
        });
      } catch (error) {
        toast({
          title: t('documents.removeFailedTitle'),
          description: errorMessage(error, { fallback: file.original_filename }),
          variant: 'destructive',
        });
      } finally {
        setRemoving(null);
        await reload();
      }
    },
    [reload, t],
  );

  return { remove, removing };
}
