import { useState } from 'react';
import { Button, Separator, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SettingsCard } from '@nomada/account-settings';
import { useAccountExport } from '../hooks/use-account-export';
import { DeleteAccountDialog } from './delete-account-dialog';

/** The privacy policy's promises kept: a copy of everything (GDPR art. 15, 20) and erasure (art. 17). */
export function YourDataCard() {
  const { t } = useTranslation('applicant');
  const { download, exporting } = useAccountExport();
  const [deleting, setDeleting] = useState(false);
  return (
    <SettingsCard
      id="your-data-title"
      title={t('settings.data.title')}
      description={t('settings.data.description')}
    >
      <Stack gap="6">
        <Stack gap="3" align={{ base: 'stretch', sm: 'flex-start' }}>
          <Text fontWeight="semibold">{t('settings.data.exportTitle')}</Text>
          <Text color="fg.muted" fontSize="sm">
            {t('settings.data.exportText')}
          </Text>
          <Button
            variant="outline"
            colorPalette="brand"
            loading={exporting}
            loadingText={t('settings.data.exporting')}
            onClick={() => void download()}
          >
            {t('settings.data.export')}
          </Button>
        </Stack>
        <Separator />
        <Stack gap="3" align={{ base: 'stretch', sm: 'flex-start' }}>
          <Text fontWeight="semibold">{t('settings.data.deleteTitle')}</Text>
          <Text color="fg.muted" fontSize="sm">
            {t('settings.data.deleteText')}
          </Text>
          <Button colorPalette="red" variant="outline" onClick={() => setDeleting(true)}>
            {t('settings.data.delete')}
          </Button>
        </Stack>
      </Stack>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </SettingsCard>
  );
}
