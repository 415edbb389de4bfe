import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PLANS } from '@nomada/contracts';
import { PageContainer, StaticIsland } from '@nomada/ui';
import { deferredSection, staticSection } from '../../components/deferred-section';
import { PageIntro } from '../../components/page-intro';
import { usePageMeta } from '../../features/page-meta/use-page-meta';
import { PlanCard } from '../../features/plans/components/plan-card';
import { useChoosePlan } from '../../features/plans/hooks/use-choose-plan';
import { EnterpriseCard } from '../../features/pricing-page/components/enterprise-card';

const PricingAssurances = staticSection('assurances', () =>
  import('../../features/pricing-page/components/pricing-assurances').then((m) => ({
    default: m.PricingAssurances,
  })),
);
// The check chooses a plan itself (the same hook as the cards).
const EligibilityCheck = deferredSection('eligibility', () =>
  import('./pricing-eligibility').then((m) => ({ default: m.PricingEligibility })),
);

export function PricingPage() {
  const { t } = useTranslation('marketing-pages');
  const choosePlan = useChoosePlan();
  usePageMeta(t('meta.pricing.title'), t('meta.pricing.description'));
  return (
    <PageContainer py={{ base: '10', md: '16' }}>
      <Stack gap={{ base: '10', md: '16' }}>
        <PageIntro
          eyebrow={t('pricing.eyebrow')}
          title={t('pricing.title')}
          intro={t('pricing.intro')}
        />
        <Stack as="section" aria-labelledby="pricing-plans-title" gap={{ base: '6', md: '8' }}>
          <Heading as="h2" id="pricing-plans-title" srOnly>
            {t('pricing.plansHeading')}
          </Heading>
          <SimpleGrid
            columns={{ base: 1, md: 2, lg: 3 }}
            gap={{ base: '6', md: '6' }}
            alignItems="stretch"
          >
            {PLANS.map((plan) => (
              <PlanCard
                key={plan}
                plan={plan}
                highlighted={plan === 'premium'}
                onChoose={choosePlan}
              />
            ))}
            {/* Its one action is a link. */}
            <StaticIsland id="enterprise">
              <EnterpriseCard />
            </StaticIsland>
          </SimpleGrid>
          <PricingAssurances />
        </Stack>
        <EligibilityCheck />
      </Stack>
    </PageContainer>
  );
}
