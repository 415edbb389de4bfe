import { Badge, Button, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@nomada/state';
import { SettingsCard } from '@nomada/account-settings';
import { useResendConfirmation } from '../../../hooks/use-resend-confirmation';

/** Whether the address is confirmed; while it is not, a new link is one click away. */
export function EmailConfirmationCard() {
  const { t } = useTranslation('applicant');
  const { profile } = useSession();
  const { resend, sending } = useResendConfirmation();
  const confirmed = profile?.email_confirmed ?? false;
  const email = profile?.email ?? '';
  return (
    <SettingsCard
      id="email-confirmation-title"
      title={t('settings.confirmation.title')}
      description={
        confirmed
          ? t('settings.confirmation.confirmedText', { email })
          : t('settings.confirmation.notConfirmedText', { email })
      }
    >
      <Stack gap="4" align={{ base: 'stretch', sm: 'flex-start' }}>
        <Badge
          alignSelf="flex-start"
          colorPalette={confirmed ? 'green' : 'orange'}
          variant="subtle"
          size="lg"
        >
          {confirmed
            ? t('settings.confirmation.confirmed')
            : t('settings.confirmation.notConfirmed')}
        </Badge>
        {!confirmed && (
          <Button
            variant="outline"
            colorPalette="brand"
            loading={sending}
            loadingText={t('settings.confirmation.resending')}
            onClick={() => void resend()}
          >
            {t('settings.confirmation.resend')}
          </Button>
        )}
      </Stack>
    </SettingsCard>
  );
}
