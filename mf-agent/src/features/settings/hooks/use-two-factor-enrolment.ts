import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { totpEnableSchema, validate } from '@nomada/contracts';
import { isApiError, sessionStore, toast, type ApiAnswer, type ApiErrorCode } from '@nomada/state';
import { errorMessage } from '@nomada/ui';
import { enableTwoFactor, startTwoFactorSetup } from '../api/two-factor';
import { useOwnerProof } from './use-owner-proof';

type TotpSetup = ApiAnswer<'totp-setup'>;

/**
 * Where enrolment stands: nothing started, the owner confirming it is them, a secret waiting for
 * its first code, or the recovery codes of a finished enrolment, which exist only in this state and
 * are gone once dismissed.
 */
export type EnrolmentStep =
  | { name: 'idle' }
  | { name: 'confirming' }
  | { name: 'scanning'; setup: TotpSetup }
  | { name: 'recovery'; recoveryCodes: string[] };

/** Keeps the shared session's profile in step, so the card (and anything else) knows the state. */
export function markTwoFactor(enabled: boolean) {
  const { profile } = sessionStore.getState();
  if (profile) sessionStore.setState({ profile: { ...profile, two_factor_enabled: enabled } });
}

/**
 * Enrolment, first or again (a new phone): the password (and, when a factor is on, its current
 * code) first, then the QR code, then a first code from the app, then the recovery codes.
 */
export function useTwoFactorEnrolment(enabled: boolean) {
  const { t } = useTranslation('agent');
  const [step, setStep] = useState<EnrolmentStep>({ name: 'idle' });
  // Fixed when the flow starts: finishing it turns `enabled` on, not this.
  const [replacing, setReplacing] = useState(false);
  const proof = useOwnerProof(enabled);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<ApiErrorCode>();
  const [busy, setBusy] = useState(false);

  function start() {
    proof.clear();
    setReplacing(enabled);
    setStep({ name: 'confirming' });
  }

  async function submitProof(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = proof.check();
    if (!body) return;
    setBusy(true);
    try {
      const setup = await startTwoFactorSetup(body);
      proof.clear();
      setCode('');
      setCodeError(undefined);
      setStep({ name: 'scanning', setup });
    } catch (error) {
      proof.showRefusal(error);
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
        title: t(
          replacing ? 'settings.twoFactor.replacedTitle' : 'settings.twoFactor.enabledTitle',
        ),
        description: t(
          replacing ? 'settings.twoFactor.replacedText' : 'settings.twoFactor.enabledText',
        ),
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

  const reset = () => {
    proof.clear();
    setStep({ name: 'idle' });
  };

  return {
    step,
    replacing,
    proof,
    code,
    codeError,
    busy,
    start,
    submitProof,
    changeCode,
    confirm,
    cancel: reset,
    finish: reset,
  };
}
