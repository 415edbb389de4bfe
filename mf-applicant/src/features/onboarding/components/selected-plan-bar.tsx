import { Badge, Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PLAN_PRICES_EUR, type Plan, formatAmount } from '@nomada/contracts';
import { useLanguage } from '@nomada/i18n';

type SelectedPlanBarProps = { plan: Plan; onChangePlan: () => void };

/** The chosen plan on steps 1-5, with the way back to step 0. */
export function SelectedPlanBar({ plan, onChangePlan }: SelectedPlanBarProps) {
  const { t } = useTranslation('applicant');
  const { language } = useLanguage();
  return (
    <Stack
      direction="row"
      justify="space-between"
      align="center"
      gap="3"
      wrap="wrap"
      bg="brand.50"
      borderWidth="1px"
      borderColor="brand.200"
      borderRadius="lg"
      px="4"
      py="3"
    >
      <Stack direction="row" align="center" gap="2" wrap="wrap">
        <Text fontSize="sm" color="brand.800">
          {t('onboarding.selectedPlan')}
        </Text>
        <Text fontWeight="bold" data-testid="selected-plan">
          {t(`plans.${plan}`)}
        </Text>
        <Badge colorPalette="brand" variant="surface">
          {t('onboarding.planPrice', { price: formatAmount(PLAN_PRICES_EUR[plan], language) })}
        </Badge>
      </Stack>
      <Button type="button" size="sm" variant="ghost" colorPalette="brand" onClick={onChangePlan}>
        {t('onboarding.changePlan')}
      </Button>
    </Stack>
  );
}
