import { Box, Grid, Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@nomada/ui';
import { PageIntro } from '../../components/page-intro';
import { ContactPageForm } from '../../features/contact-forms/components/contact-page-form';
import { ContactDetails, ContactFaq } from '../../features/contact-page';
import { usePageMeta } from '../../features/page-meta/use-page-meta';

export function ContactPage() {
  const { t } = useTranslation('marketing-pages');
  usePageMeta(t('meta.contact.title'), t('meta.contact.description'));
  return (
    <PageContainer py={{ base: '10', md: '16' }}>
      <Stack gap={{ base: '10', md: '16' }}>
        <PageIntro
          eyebrow={t('contact.eyebrow')}
          title={t('contact.title')}
          intro={t('contact.intro')}
        />
        <Grid
          templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }}
          gap={{ base: '6', lg: '10' }}
          alignItems="start"
        >
          <Box
            as="section"
            aria-labelledby="contact-form-title"
            bg="bg.panel"
            borderWidth="1px"
            borderColor="border.muted"
            borderRadius="2xl"
            boxShadow="sm"
            p={{ base: '5', md: '8' }}
          >
            <Heading as="h2" id="contact-form-title" size={{ base: 'lg', md: 'xl' }} mb="5">
              {t('contact.formHeading')}
            </Heading>
            <ContactPageForm />
          </Box>
          <ContactDetails />
        </Grid>
        <ContactFaq />
      </Stack>
    </PageContainer>
  );
}
