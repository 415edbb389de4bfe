import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageContainer, StaticIsland } from '@nomada/ui';
import { staticSection } from '../../components/deferred-section';
import { PageIntro } from '../../components/page-intro';
import { StepsList } from '../../features/how-it-works-page/components/steps-list';
import { usePageMeta } from '../../features/page-meta/use-page-meta';

// The page is text and links: nothing on it needs hydrating.
const WhyChooseUs = staticSection('why-us', () =>
  import('../../features/how-it-works-page/components/why-choose-us').then((m) => ({
    default: m.WhyChooseUs,
  })),
);
const StartCta = staticSection('start', () =>
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
        <StaticIsland id="steps-list">
          <StepsList />
        </StaticIsland>
        <WhyChooseUs />
        <StartCta />
      </Stack>
    </PageContainer>
  );
}
