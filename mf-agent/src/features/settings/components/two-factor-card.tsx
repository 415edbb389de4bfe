import { useEffect, useRef } from 'react';
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@nomada/state';
import { useTwoFactorDisable } from '../hooks/use-two-factor-disable';
import { useTwoFactorEnrolment } from '../hooks/use-two-factor-enrolment';
import { OwnerProofForm } from './owner-proof-form';
import { RecoveryCodes } from './recovery-codes';
import { SettingsCard } from '@nomada/account-settings';
import { TwoFactorEnrolment } from './two-factor-enrolment';

/**
 * Two-factor sign-in with an authenticator app: enrol (password, QR code, first code, recovery
 * codes), move to a new app, or turn it off; changing it takes the password and, once on, a code.
 */
export function TwoFactorCard() {
  const { t } = useTranslation('agent');
  const { profile } = useSession();
  const enabled = profile?.two_factor_enabled ?? false;
  const enrolment = useTwoFactorEnrolment(enabled);
  const disable = useTwoFactorDisable();
  const { step } = enrolment;
  const view = step.name !== 'idle' ? step.name : enabled && disable.open ? 'disabling' : 'button';

  // When a form or the codes close, their content goes: focus the button that replaced them, the
  // one that opened them when it is still there.
  const firstButton = useRef<HTMLButtonElement>(null);
  const turnOffButton = useRef<HTMLButtonElement>(null);
  const previousView = useRef(view);
  useEffect(() => {
    const closed = previousView.current;
    previousView.current = view;
    if (view !== 'button' || closed === 'button') return;
    (closed === 'disabling' && turnOffButton.current
      ? turnOffButton
      : firstButton
    ).current?.focus();
  }, [view]);

  const fullWidthOnPhones = { base: 'stretch', sm: 'flex-start' } as const;

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
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            <Button
              ref={firstButton}
              variant="outline"
              alignSelf={fullWidthOnPhones}
              onClick={enrolment.start}
            >
              {t('settings.twoFactor.replace')}
            </Button>
            <Button
              ref={turnOffButton}
              variant="outline"
              colorPalette="red"
              alignSelf={fullWidthOnPhones}
              onClick={() => disable.toggle(true)}
            >
              {t('settings.twoFactor.turnOff')}
            </Button>
          </Stack>
        ) : view === 'button' ? (
          <Button
            ref={firstButton}
            colorPalette="brand"
            alignSelf={fullWidthOnPhones}
            onClick={enrolment.start}
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
        ) : step.name === 'confirming' ? (
          <OwnerProofForm
            proof={enrolment.proof}
            helperText={t(
              enrolment.replacing
                ? 'settings.twoFactor.replaceProofText'
                : 'settings.twoFactor.setUpProofText',
            )}
            submitLabel={t('settings.twoFactor.continue')}
            busyLabel={t('settings.twoFactor.starting')}
            busy={enrolment.busy}
            onSubmit={(event) => void enrolment.submitProof(event)}
            onCancel={enrolment.cancel}
          />
        ) : (
          <OwnerProofForm
            proof={disable.proof}
            helperText={t('settings.twoFactor.turnOffText')}
            submitLabel={t('settings.twoFactor.confirmTurnOff')}
            busyLabel={t('settings.twoFactor.turningOff')}
            busy={disable.busy}
            destructive
            onSubmit={(event) => void disable.submit(event)}
            onCancel={() => disable.toggle(false)}
          />
        )}
      </Stack>
    </SettingsCard>
  );
}
