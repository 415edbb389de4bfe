import { Button, Code } from '@chakra-ui/react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AlertCircleIcon, PageContainer, StatusPanel } from '@nomada/ui';

/** SPEC.md section 8: an unexpected routing failure shows the status and message. */
export function RouteErrorPage() {
  const { t } = useTranslation('common');
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : t('errors.unexpected');
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
