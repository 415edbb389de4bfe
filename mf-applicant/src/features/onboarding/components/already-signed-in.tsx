import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '@nomada/state';
import { CheckCircleIcon, StatusPanel } from '@nomada/ui';

/** A signed-in person opening /onboarding already has an account: send them to it. */
export function AlreadySignedIn() {
  const { t } = useTranslation('applicant');
  const { role } = useSession();
  return (
    <StatusPanel
      as="h2"
      icon={CheckCircleIcon}
      tone="success"
      title={t('onboarding.signedIn.title')}
      text={t('onboarding.signedIn.text')}
      actions={
        <Button asChild colorPalette="brand">
          <RouterLink to={role === 'agent' ? '/agent/dashboard' : '/dashboard'}>
            {t('onboarding.signedIn.action')}
          </RouterLink>
        </Button>
      }
    />
  );
}
