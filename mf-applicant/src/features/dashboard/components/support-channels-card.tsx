import { Badge, Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL } from '@nomada/contracts';
import { MailIcon } from '@nomada/ui';
import { supportMailto } from '../../../config/support';
import { DashboardCard } from './dashboard-card';

const HOURS = ['weekdays', 'saturday', 'sunday'] as const;

/** How to reach the support team (docs/product/constants.md's hours and reply promise). */
export function SupportChannelsCard({ premium }: { premium: boolean }) {
  const { t } = useTranslation('applicant');
  return (
    <DashboardCard id="support-channels" title={t('support.channels.title')}>
      {premium && (
        <Badge alignSelf="flex-start" colorPalette="purple" variant="solid">
          {t('agent.premiumBadge')}
        </Badge>
      )}
      <Text>{t(premium ? 'support.channels.premiumText' : 'support.channels.text')}</Text>
      <Stack gap="1">
        <Text fontWeight="semibold">{t('support.channels.emailTitle')}</Text>
        <Text color="fg.muted" fontSize="sm">
          {t('support.channels.emailText', { email: SUPPORT_EMAIL })}
        </Text>
      </Stack>
      <Stack gap="1">
        <Text fontWeight="semibold">{t('support.channels.hoursTitle')}</Text>
        {HOURS.map((day) => (
          <Text key={day} color="fg.muted" fontSize="sm">
            {t(`support.channels.hours.${day}`)}
          </Text>
        ))}
      </Stack>
      <Button asChild colorPalette="brand" variant="outline" alignSelf="flex-start">
        <a href={supportMailto(t('support.channels.mailSubject'))}>
          <MailIcon />
          {t('support.channels.action')}
        </a>
      </Button>
    </DashboardCard>
  );
}
