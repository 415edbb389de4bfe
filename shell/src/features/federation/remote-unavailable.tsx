import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AlertCircleIcon, PageContainer, RefreshIcon, StatusPanel } from '@nomada/ui';
import { useDocumentTitle } from '../../hooks/use-document-title';

type Props = { onRetry: () => void; retrying?: boolean };

export function RemoteUnavailable({ onRetry, retrying = false }: Props) {
  const { t } = useTranslation('common');
  useDocumentTitle(t('titles.unavailable'));
  return (
    <PageContainer py={{ base: '12', md: '20' }}>
      <StatusPanel
        icon={AlertCircleIcon}
        tone="warning"
        title={t('remote.unavailableTitle')}
        text={t('remote.unavailableText')}
        actions={
          <Button
            colorPalette="brand"
            onClick={onRetry}
            loading={retrying}
            loadingText={t('remote.retrying')}
          >
            <RefreshIcon />
            {t('remote.retry')}
          </Button>
        }
      />
    </PageContainer>
  );
}
