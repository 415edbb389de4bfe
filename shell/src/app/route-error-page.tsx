import { Button, Code } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AlertCircleIcon, PageContainer, StatusPanel } from '@nomada/ui';

/** docs/product/messages.md: an unexpected failure shows its message and a way to reload. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  const detail = error instanceof Error ? error.message : t('errors.unexpected');
  return (
    <PageContainer py="20">
      <StatusPanel
        icon={AlertCircleIcon}
        tone="danger"
        title={t('errors.unexpectedTitle')}
        actions={
          <Button colorPalette="brand" onClick={() => window.location.reload()}>
            {t('errors.reload')}
          </Button>
        }
      >
        <Code whiteSpace="pre-wrap" p="3" borderRadius="md">
          {detail}
        </Code>
      </StatusPanel>
    </PageContainer>
  );
}
