import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@nomada/ui';
import { deferredSection } from '../../components/deferred-section';
import { PageIntro } from '../../components/page-intro';
import { StepsList } from '../../features/how-it-works-page/components/steps-list';
import { usePageMeta } from '../../features/page-meta/use-page-meta';

const WhyChooseUs = deferredSection('why-us', () =>
  import('../../features/how-it-works-page/components/why-choose-us').then((m) => ({
    default: m.WhyChooseUs,
  })),
);
const StartCta = deferredSection('start', () =>
  import('../../features/how-it-works-page/components/start-cta').then((m) => ({
    default: m.StartCta,
  })),
);

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
