import { Badge, List, RadioCard, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PLANS, PLAN_PRICES_EUR, isPlan, formatAmount } from '@nomada/contracts';
import { useLanguage } from '@nomada/i18n';
import { CheckCircleIcon } from '@nomada/ui';
import { fieldId, type OnboardingWizard } from '../../hooks/use-onboarding-wizard';

const FEATURES = ['first', 'second', 'third'] as const;

export function PlanStep({ wizard }: { wizard: OnboardingWizard }) {
  const { t } = useTranslation('applicant');
  const { language } = useLanguage();
  const { draft, setField } = wizard;
  return (
    <RadioCard.Root
      id={fieldId('plan')}
      name="plan"
      value={draft.plan}
      onValueChange={({ value }) => {
        if (isPlan(value)) setField('plan', value);
      }}
      colorPalette="brand"
      orientation="vertical"
      align="start"
    >
      <RadioCard.Label srOnly>{t('onboarding.fields.plan')}</RadioCard.Label>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {PLANS.map((plan) => (
          <RadioCard.Item key={plan} value={plan}>
            <RadioCard.ItemHiddenInput />
            <RadioCard.ItemControl>
              <RadioCard.ItemContent gap="3">
                <Stack direction="row" justify="space-between" align="center" w="full" gap="3">
                  <RadioCard.ItemText fontSize="lg" fontWeight="bold">
                    {t(`plans.${plan}`)}
                  </RadioCard.ItemText>
                  <Badge colorPalette={plan === 'premium' ? 'purple' : 'brand'} size="lg">
                    {formatAmount(PLAN_PRICES_EUR[plan], language)}
                  </Badge>
                </Stack>
                <RadioCard.ItemDescription>
                  {t(`onboarding.planChoice.${plan}.description`)}
                </RadioCard.ItemDescription>
                <List.Root gap="2" variant="plain">
                  {FEATURES.map((feature) => (
                    <List.Item key={feature} alignItems="flex-start">
                      <List.Indicator asChild color="green.600">
                        <CheckCircleIcon mt="0.5" />
                      </List.Indicator>
                      <Text fontSize="sm">
                        {t(`onboarding.planChoice.${plan}.features.${feature}`)}
                      </Text>
                    </List.Item>
                  ))}
                </List.Root>
              </RadioCard.ItemContent>
              <RadioCard.ItemIndicator />
            </RadioCard.ItemControl>
          </RadioCard.Item>
        ))}
      </SimpleGrid>
    </RadioCard.Root>
  );
}
