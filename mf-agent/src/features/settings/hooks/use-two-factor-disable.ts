import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@nomada/state';
import { errorMessage } from '@nomada/ui';
import { disableTwoFactor } from '../api/two-factor';
import { useOwnerProof } from './use-owner-proof';
import { markTwoFactor } from './use-two-factor-enrolment';

/** Turning two-factor sign-in off: asks for the current password and a current code, as the server does. */
export function useTwoFactorDisable() {
  const { t } = useTranslation('agent');
  const [open, setOpen] = useState(false);
  const proof = useOwnerProof(true);
  const [busy, setBusy] = useState(false);

  function toggle(next: boolean) {
    setOpen(next);
    proof.clear();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = proof.check();
    if (!body) return;
    setBusy(true);
    try {
      await disableTwoFactor(body);
      markTwoFactor(false);
      toggle(false);
      toast({
        title: t('settings.twoFactor.disabledTitle'),
        description: t('settings.twoFactor.disabledText'),
        variant: 'success',
      });
    } catch (error) {
      proof.showRefusal(error);
      toast({
        title: t('settings.twoFactor.disableFailedTitle'),
        description: errorMessage(error, {
          fallback: t('settings.twoFactor.disableFailedFallback'),
        }),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  return { open, proof, busy, toggle, submit };
}
