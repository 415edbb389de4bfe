import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { totpEnableSchema, validate } from '@nomada/contracts';
import { isApiError, sessionStore, toast, type ApiAnswer, type ApiErrorCode } from '@nomada/state';
import { errorMessage } from '@nomada/ui';
import { enableTwoFactor, startTwoFactorSetup } from '../api/two-factor';

type TotpSetup = ApiAnswer<'totp-setup'>;

/**
 * Where enrolment stands: nothing started, a secret waiting for its first code, or the recovery
 * codes of a finished enrolment, which exist only in this state and are gone once dismissed.
 */
export type EnrolmentStep =
  | { name: 'idle' }
  | { name: 'scanning'; setup: TotpSetup }
  | { name: 'recovery'; recoveryCodes: string[] };

/** Keeps the shared session's profile in step, so the card (and anything else) knows the state. */
export function markTwoFactor(enabled: boolean) {
  const { profile } = sessionStore.getState();
  if (profile) sessionStore.setState({ profile: { ...profile, two_factor_enabled: enabled } });
}

export function useTwoFactorEnrolment() {
  const { t } = useTranslation('agent');
  const [step, setStep] = useState<EnrolmentStep>({ name: 'idle' });
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<ApiErrorCode>();
  const [busy, setBusy] = useState(false);

  async function start() {
    setBusy(true);
    try {
      const setup = await startTwoFactorSetup();
      setCode('');
      setCodeError(undefined);
      setStep({ name: 'scanning', setup });
    } catch (error) {
      toast({
        title: t('settings.twoFactor.setupFailedTitle'),
        description: errorMessage(error, { fallback: t('settings.twoFactor.setupFailedFallback') }),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  function changeCode(value: string) {
    setCode(value);
    setCodeError(undefined);
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Apps show the code as "123 456"; people copy it that way.
    const checked = validate(totpEnableSchema, { code: code.replace(/\s+/g, '') });
    if (!checked.ok) {
      setCodeError('totp_invalid');
      return;
    }
    setBusy(true);
    try {
      const { recoveryCodes } = await enableTwoFactor(checked.data);
      markTwoFactor(true);
      setCode('');
      setStep({ name: 'recovery', recoveryCodes });
      toast({
        title: t('settings.twoFactor.enabledTitle'),
        description: t('settings.twoFactor.enabledText'),
        variant: 'success',
      });
    } catch (error) {
      if (isApiError(error) && error.code === 'totp_invalid') setCodeError('totp_invalid');
      toast({
        title: t('settings.twoFactor.enableFailedTitle'),
        description: errorMessage(error, {
          fallback: t('settings.twoFactor.enableFailedFallback'),
        }),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  const reset = () => setStep({ name: 'idle' });

  return { step, code, codeError, busy, start, changeCode, confirm, cancel: reset, finish: reset };
}
