import { Badge, Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PLAN_PRICES_EUR, formatAmount } from '@nomada/contracts';
import { useLanguage } from '@nomada/i18n';
import { useSession } from '@nomada/state';
import { usePlanUpgrade } from '../hooks/use-plan-upgrade';
import { formatDate } from '../lib/format-date';
import { DashboardCard } from './dashboard-card';

/**
 * The plan, and for a basic applicant the way to premium: a request agents approve once the
 * difference is paid, after which premium's documents, lawyer chat and assistant appear at once.
 */
export function PlanCard() {
  const { t } = useTranslation('applicant');
  const { language } = useLanguage();
  const { profile } = useSession();
  const { request, requesting } = usePlanUpgrade();
  const premium = profile?.plan === 'premium';
  const requestedAt = profile?.plan_upgrade_requested_at;
  const difference = formatAmount(PLAN_PRICES_EUR.premium - PLAN_PRICES_EUR.basic, language);
  return (
    <DashboardCard id="plan" title={t('planUpgrade.title')} testId="plan-card">
      <Stack gap="4">
        <Badge alignSelf="flex-start" colorPalette={premium ? 'purple' : 'brand'} variant="subtle">
          {t(`plans.${premium ? 'premium' : 'basic'}`)}
        </Badge>
        <Text>{premium ? t('planUpgrade.premium') : t('planUpgrade.basic')}</Text>
        {!premium &&
          (requestedAt ? (
            <Stack gap="2" bg="purple.subtle" borderRadius="md" p="4" role="status">
              <Text fontWeight="semibold" color="purple.fg">
                {t('planUpgrade.requested', { date: formatDate(requestedAt, language) })}
              </Text>
              <Text fontSize="sm">{t('planUpgrade.requestedText')}</Text>
            </Stack>
          ) : (
            <Stack gap="3">
              <Text fontSize="sm" color="fg.muted">
                {t('planUpgrade.pitch')}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {t('planUpgrade.price', { amount: difference })}
              </Text>
              <Button
                colorPalette="purple"
                alignSelf={{ base: 'stretch', sm: 'flex-start' }}
                loading={requesting}
                loadingText={t('planUpgrade.requesting')}
                onClick={() => void request()}
              >
                {t('planUpgrade.request')}
              </Button>
            </Stack>
          ))}
      </Stack>
    </DashboardCard>
  );
}
