import { Button, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon } from '../icons/icons';
import { PageContainer } from './page-container';
import { StatusPanel } from './status-panel';

/** Shared 404 content with a way back home. */
export function NotFoundView() {
  const { t } = useTranslation('common');
  return (
    <PageContainer py={{ base: '12', md: '20' }}>
      <StatusPanel
        tone="neutral"
        title={
          <>
            <Text
              as="span"
              display="block"
              fontSize="5xl"
              fontWeight="800"
              color="brand.700"
              lineHeight="1"
            >
              {t('notFound.code')}
            </Text>
            {t('notFound.title')}
          </>
        }
        text={t('notFound.text')}
        actions={
          <Button asChild colorPalette="brand">
            <RouterLink to="/">
              <ArrowLeftIcon />
              {t('notFound.backHome')}
            </RouterLink>
          </Button>
        }
      />
    </PageContainer>
  );
}
