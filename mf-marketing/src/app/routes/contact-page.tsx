import { Box, Grid, Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageContainer, StaticIsland } from '@nomada/ui';
import { deferredSection, staticSection } from '../../components/deferred-section';
import { PageIntro } from '../../components/page-intro';
import { ContactDetails } from '../../features/contact-page/components/contact-details';
import { usePageMeta } from '../../features/page-meta/use-page-meta';

// The form loads once near the screen (at once on most screens), after the rest has hydrated.
const ContactPageForm = deferredSection(
  'contact-form',
  () =>
    import('../../features/contact-forms/components/contact-page-form').then((m) => ({
      default: m.ContactPageForm,
    })),
  '32rem',
);
// Questions open and close as native <details>: no script.
const ContactFaq = staticSection('contact-faq', () =>
  import('../../features/contact-page/components/contact-faq').then((m) => ({
    default: m.ContactFaq,
  })),
);

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
          <StaticIsland id="contact-details">
            <ContactDetails />
          </StaticIsland>
        </Grid>
        <ContactFaq />
      </Stack>
    </PageContainer>
  );
}
