import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile, toast } from '@nomada/state';
import { errorMessage } from '@nomada/ui';
import { exportAccount } from '../api/account-calls';
import { exportBlob, exportFileName } from '../lib/export-file';

/** Downloads everything kept about the applicant as `nomada-export-YYYY-MM-DD.json`. */
export function useAccountExport() {
  const { t } = useTranslation('applicant');
  const [exporting, setExporting] = useState(false);

  async function download() {
    setExporting(true);
    try {
      const data = await exportAccount();
      const fileName = exportFileName(data);
      saveFile(exportBlob(data), fileName);
      toast({
        title: t('settings.data.exportedTitle'),
        description: t('settings.data.exportedDescription', { fileName }),
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: t('settings.data.exportErrorTitle'),
        description: errorMessage(error, { fallback: t('settings.data.exportErrorFallback') }),
        variant: 'destructive',
      });
    } finally {
      setExporting(false);
    }
  }

  return { download, exporting };
}
