import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PLANS } from '@nomada/contracts';
import { PageContainer } from '@nomada/ui';
import { useChoosePlan } from '../hooks/use-choose-plan';
import { PlanCard } from './plan-card';

export function PlanSelector() {
  const { t } = useTranslation('marketing');
  const choosePlan = useChoosePlan();
  return (
    <Box
      as="section"
      id="plans"
      aria-labelledby="plans-title"
      py={{ base: '12', md: '20' }}
      scrollMarginTop="20"
    >
      <PageContainer maxW="5xl" py="0">
        <Stack gap="3" textAlign="center" mb={{ base: '8', md: '12' }} maxW="2xl" mx="auto">
          <Heading as="h2" id="plans-title" size={{ base: '2xl', md: '3xl' }}>
            {t('plans.heading')}
          </Heading>
          <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
            {t('plans.description')}
          </Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '6', md: '8' }} alignItems="stretch">
          {PLANS.map((plan) => (
            <PlanCard
              key={plan}
              plan={plan}
              highlighted={plan === 'premium'}
              onChoose={choosePlan}
            />
          ))}
        </SimpleGrid>
      </PageContainer>
    </Box>
  );
}
