import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  formatAmount,
  INCOME_THRESHOLD_2026,
  type EligibilityResult as Result,
  type Plan,
} from '@nomada/contracts';
import { AlertCircleIcon, CheckCircleIcon, InfoIcon } from '@nomada/ui';

type EligibilityResultProps = {
  result: Result;
  familyMembers: number;
  onChoosePlan: (plan: Plan) => void;
};

export function EligibilityResult({ result, familyMembers, onChoosePlan }: EligibilityResultProps) {
  const { t, i18n } = useTranslation('marketing-pages');
  const { t: tm } = useTranslation('marketing');
  const money = (amount: number) => formatAmount(amount, i18n.language);
  if (result.kind === 'eu-citizen') {
    return (
      <Box role="status" bg="brand.subtle" borderRadius="lg" p="5">
        <Stack direction="row" gap="3">
          <InfoIcon boxSize="5" color="brand.700" mt="0.5" flexShrink={0} />
          <Stack gap="1">
            <Text fontWeight="semibold">{t('eligibility.result.euTitle')}</Text>
            <Text fontSize="sm">{t('eligibility.result.euText')}</Text>
          </Stack>
        </Stack>
      </Box>
    );
  }
  const meets = result.meetsThreshold;
  const StatusIcon = meets ? CheckCircleIcon : AlertCircleIcon;
  const planName = tm(`plans.${result.recommendedPlan}.name`);
  const { applicantAnnual, firstFamilyMemberAnnual, furtherFamilyMemberAnnual } =
    INCOME_THRESHOLD_2026;
  return (
    <Stack
      role="status"
      gap="4"
      bg={meets ? 'green.subtle' : 'orange.subtle'}
      borderRadius="lg"
      p="5"
    >
      <Stack direction="row" gap="3">
        <StatusIcon boxSize="5" color={meets ? 'green.fg' : 'orange.fg'} mt="0.5" flexShrink={0} />
        <Stack gap="1">
          <Text fontWeight="semibold">
            {meets ? t('eligibility.result.meetsTitle') : t('eligibility.result.shortTitle')}
          </Text>
          <Text fontSize="sm">
            {meets
              ? t('eligibility.result.meetsText', { count: familyMembers })
              : t('eligibility.result.shortText', {
                  count: familyMembers,
                  shortfall: money(result.shortfall),
                })}
          </Text>
        </Stack>
      </Stack>
      <Stack
        as="dl"
        direction={{ base: 'column', sm: 'row' }}
        gap={{ base: '2', sm: '8' }}
        fontSize="sm"
      >
        <Box>
          <Text as="dt" color="fg.muted">
            {t('eligibility.result.yourIncome')}
          </Text>
          <Text as="dd" fontSize="xl" fontWeight="bold" data-testid="annual-income">
            {money(result.annualIncome)}
          </Text>
        </Box>
        <Box>
          <Text as="dt" color="fg.muted">
            {t('eligibility.result.required')}
          </Text>
          <Text as="dd" fontSize="xl" fontWeight="bold" data-testid="required-income">
            {money(result.requiredAnnual)}
          </Text>
        </Box>
      </Stack>
      <Stack gap="2" fontSize="xs" color="fg.muted">
        <Text>
          {t('eligibility.result.breakdown', {
            base: money(applicantAnnual),
            first: money(firstFamilyMemberAnnual),
            further: money(furtherFamilyMemberAnnual),
          })}
        </Text>
        <Text>
          {t('eligibility.result.monthlyNote', {
            monthly: money(INCOME_THRESHOLD_2026.approximateMonthly),
          })}
        </Text>
      </Stack>
      <Stack gap="3" pt="3" borderTopWidth="1px" borderColor="border.muted">
        <Text fontSize="sm">
          {result.recommendedPlan === 'premium'
            ? t('eligibility.result.recommendPremium')
            : t('eligibility.result.recommendBasic')}
        </Text>
        <Button
          alignSelf="flex-start"
          colorPalette="brand"
          onClick={() => onChoosePlan(result.recommendedPlan)}
        >
          {t('eligibility.result.choose', { plan: planName })}
        </Button>
      </Stack>
    </Stack>
  );
}
