import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PLANS } from '@nomada/contracts';
import { PageContainer } from '@nomada/ui';
import { PageIntro } from '../../components/page-intro';
import { EligibilityCheck } from '../../features/eligibility';
import { usePageMeta } from '../../features/page-meta/use-page-meta';
import { PlanCard } from '../../features/plans/components/plan-card';
import { useChoosePlan } from '../../features/plans/hooks/use-choose-plan';
import { EnterpriseCard, PricingAssurances } from '../../features/pricing-page';

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
            <EnterpriseCard />
          </SimpleGrid>
          <PricingAssurances />
        </Stack>
        <EligibilityCheck onChoosePlan={choosePlan} />
      </Stack>
    </PageContainer>
  );
}
