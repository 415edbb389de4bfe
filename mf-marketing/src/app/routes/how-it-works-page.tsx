import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@nomada/ui';
import { PageIntro } from '../../components/page-intro';
import { StartCta, StepsList, WhyChooseUs } from '../../features/how-it-works-page';
import { usePageMeta } from '../../features/page-meta/use-page-meta';

export function HowItWorksPage() {
  const { t } = useTranslation('marketing-pages');
  usePageMeta(t('meta.howItWorks.title'), t('meta.howItWorks.description'));
  return (
    <PageContainer py={{ base: '10', md: '16' }}>
      <Stack gap={{ base: '12', md: '20' }}>
        <PageIntro
          eyebrow={t('howItWorks.eyebrow')}
          title={t('howItWorks.title')}
          intro={t('howItWorks.intro')}
        />
        <StepsList />
        <WhyChooseUs />
        <StartCta />
      </Stack>
    </PageContainer>
  );
}
