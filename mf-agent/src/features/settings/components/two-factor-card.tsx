import { useEffect, useRef } from 'react';
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@nomada/state';
import { useTwoFactorDisable } from '../hooks/use-two-factor-disable';
import { useTwoFactorEnrolment } from '../hooks/use-two-factor-enrolment';
import { RecoveryCodes } from './recovery-codes';
import { SettingsCard } from '@nomada/account-settings';
import { TwoFactorDisableForm } from './two-factor-disable-form';
import { TwoFactorEnrolment } from './two-factor-enrolment';

/** Two-factor sign-in with an authenticator app: enrol (QR code, first code, recovery codes) or turn off. */
export function TwoFactorCard() {
  const { t } = useTranslation('agent');
  const { profile } = useSession();
  const enabled = profile?.two_factor_enabled ?? false;
  const enrolment = useTwoFactorEnrolment();
  const disable = useTwoFactorDisable();
  const { step } = enrolment;
  const view = step.name !== 'idle' ? step.name : enabled && disable.open ? 'disabling' : 'button';

  // When a form or the codes close, their content goes: focus the button that replaced them.
  const actionButton = useRef<HTMLButtonElement>(null);
  const previousView = useRef(view);
  useEffect(() => {
    if (view === 'button' && previousView.current !== 'button') actionButton.current?.focus();
    previousView.current = view;
  }, [view]);

  return (
    <SettingsCard
      id="two-factor-title"
      title={t('settings.twoFactor.title')}
      description={t('settings.twoFactor.description')}
    >
      <Stack gap="5">
        <HStack gap="3" align="flex-start">
          <Badge
            colorPalette={enabled ? 'green' : 'gray'}
            variant="subtle"
            size="lg"
            flexShrink={0}
          >
            {enabled ? t('settings.twoFactor.statusOn') : t('settings.twoFactor.statusOff')}
          </Badge>
          <Text fontSize="sm" color="fg.muted">
            {enabled ? t('settings.twoFactor.onText') : t('settings.twoFactor.offText')}
          </Text>
        </HStack>
        {view === 'button' && enabled ? (
          <Button
            ref={actionButton}
            variant="outline"
            colorPalette="red"
            alignSelf={{ base: 'stretch', sm: 'flex-start' }}
            onClick={() => disable.toggle(true)}
          >
            {t('settings.twoFactor.turnOff')}
          </Button>
        ) : view === 'button' ? (
          <Button
            ref={actionButton}
            colorPalette="brand"
            alignSelf={{ base: 'stretch', sm: 'flex-start' }}
            loading={enrolment.busy}
            loadingText={t('settings.twoFactor.starting')}
            onClick={() => void enrolment.start()}
          >
            {t('settings.twoFactor.setUp')}
          </Button>
        ) : step.name === 'recovery' ? (
          <RecoveryCodes codes={step.recoveryCodes} onDone={enrolment.finish} />
        ) : step.name === 'scanning' ? (
          <TwoFactorEnrolment
            setup={step.setup}
            code={enrolment.code}
            codeError={enrolment.codeError}
            busy={enrolment.busy}
            onCodeChange={enrolment.changeCode}
            onConfirm={(event) => void enrolment.confirm(event)}
            onCancel={enrolment.cancel}
          />
        ) : (
          <TwoFactorDisableForm
            password={disable.password}
            passwordError={disable.passwordError}
            busy={disable.busy}
            onPasswordChange={disable.changePassword}
            onSubmit={(event) => void disable.submit(event)}
            onCancel={() => disable.toggle(false)}
          />
        )}
      </Stack>
    </SettingsCard>
  );
}
