import { Badge, Card, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PLAN_PRICES_EUR, type Plan } from '@nomada/contracts';
import { formatEuros } from '../../../lib/format-price';

export function SelectedPlanCard({ plan }: { plan: Plan }) {
  const { t, i18n } = useTranslation('applicant');
  return (
    <Card.Root variant="subtle" bg="brand.50" borderColor="brand.200" borderWidth="1px">
      <Card.Body>
        <Stack
          direction={{ base: 'column', sm: 'row' }}
          justify="space-between"
          gap="4"
          align={{ sm: 'center' }}
        >
          <Stack gap="1">
            <Text fontSize="sm" color="brand.800" fontWeight="medium">
              {t('onboarding.selectedPlan')}
            </Text>
            <Stack direction="row" align="center" gap="3" wrap="wrap">
              <Heading as="h2" size="xl" data-testid="selected-plan">
                {t(`plans.${plan}`)}
              </Heading>
              <Badge colorPalette="brand" variant="surface">
                {t('onboarding.planPrice', {
                  price: formatEuros(PLAN_PRICES_EUR[plan], i18n.language),
                })}
              </Badge>
            </Stack>
          </Stack>
          <Link asChild color="brand.800" fontWeight="semibold">
            <RouterLink to="/#plans">{t('onboarding.changePlan')}</RouterLink>
          </Link>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
