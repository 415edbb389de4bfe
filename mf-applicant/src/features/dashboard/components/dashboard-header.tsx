import { Badge, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@nomada/state';
import { useApplicantName } from '../hooks/use-applicant-name';

export function DashboardHeader() {
  const { t } = useTranslation('applicant');
  const { profile } = useSession();
  const name = useApplicantName();
  const plan = profile?.plan;
  return (
    <Stack gap="3">
      <Stack direction="row" gap="2" wrap="wrap">
        {plan && (
          <Badge colorPalette={plan === 'premium' ? 'purple' : 'brand'} variant="subtle" size="lg">
            {t('dashboard.planBadge', { plan: t(`plans.${plan}`) })}
          </Badge>
        )}
        {plan === 'premium' && (
          <Badge colorPalette="purple" variant="solid" size="lg">
            {t('dashboard.premiumSupport')}
          </Badge>
        )}
      </Stack>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} wordBreak="break-word">
        {name ? t('dashboard.welcome', { name }) : t('dashboard.welcomeNoName')}
      </Heading>
      <Text color="fg.muted">{t('dashboard.subtitle')}</Text>
    </Stack>
  );
}
