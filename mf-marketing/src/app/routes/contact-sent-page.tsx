import { Button, HStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@nomada/ui';
import { PageIntro } from '../../components/page-intro';
import { usePageMeta } from '../../features/page-meta/use-page-meta';

/**
 * Where a contact or interest form sent without scripts lands (the endpoint answers 303 here); with
 * scripts the form shows a toast instead and stays on its page.
 */
export function ContactSentPage() {
  const { t } = useTranslation('marketing-pages');
  usePageMeta(t('meta.contactSent.title'), t('meta.contactSent.description'));
  return (
    <PageContainer py={{ base: '10', md: '16' }}>
      <PageIntro
        eyebrow={t('contactSent.eyebrow')}
        title={t('contactSent.title')}
        intro={t('contactSent.intro')}
      />
      <HStack justify="center" gap="3" mt="8" wrap="wrap">
        <Button asChild colorPalette="brand">
          <RouterLink to="/">{t('contactSent.home')}</RouterLink>
        </Button>
        <Button asChild variant="outline" colorPalette="brand">
          <RouterLink to="/contact">{t('contactSent.another')}</RouterLink>
        </Button>
      </HStack>
    </PageContainer>
  );
}
