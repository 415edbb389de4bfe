import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegistrationRecord } from '@nomada/contracts';
import type { AgentActions } from '../../hooks/use-agent-actions';
import { DecisionDialog } from '../shared/decision-dialog';
import { ApproveRegistrationConfirm } from './approve-registration-confirm';
import { RegistrationFacts } from './registration-facts';
import { registrationName } from './registration-name';

type RegistrationDetailsDialogProps = {
  registration: RegistrationRecord | undefined;
  open: boolean;
  onClose: () => void;
  onExitComplete: () => void;
  actions: AgentActions;
  fallbackFocus: RefObject<HTMLElement | null>;
};

/** A registration's details and audit trail; while pending: approve (confirmed) or reject (with a reason). */
export function RegistrationDetailsDialog({
  registration,
  open,
  onClose,
  onExitComplete,
  actions,
  fallbackFocus,
}: RegistrationDetailsDialogProps) {
  const { t } = useTranslation('agent');
  const [confirming, setConfirming] = useState(false);
  const { run, isPending } = actions;

  async function approve(userId: string) {
    const ok = await run({ action: 'approveRegistration', payload: { userId } });
    setConfirming(false);
    if (ok) onClose();
  }

  const busy =
    !!registration &&
    (isPending('approveRegistration', registration.id) ||
      isPending('rejectRegistration', registration.id));

  return (
    <DecisionDialog
      item={registration}
      open={open}
      onClose={onClose}
      onExitComplete={() => {
        setConfirming(false);
        onExitComplete();
      }}
      title={registration ? registrationName(registration) : ''}
      subtitle={
        registration ? t('registration.dialogSubtitle', { email: registration.email }) : undefined
      }
      fallbackFocus={fallbackFocus}
      actions={actions}
      awaitingDecision={(item) => item.status === 'pending'}
      busy={busy}
      approve={{ label: t('registration.approve'), onApprove: () => setConfirming(true) }}
      reject={{
        label: t('registration.reject'),
        reasonLabel: t('registration.rejectReason'),
        reasonHelp: t('registration.rejectReasonHelp'),
        submitLabel: t('registration.confirmReject'),
        pending: !!registration && isPending('rejectRegistration', registration.id),
        actionFor: (item, reason) => ({
          action: 'rejectRegistration',
          payload: { userId: item.id, reason },
        }),
      }}
    >
      {registration && (
        <>
          <RegistrationFacts registration={registration} />
          <ApproveRegistrationConfirm
            open={confirming}
            name={registrationName(registration)}
            busy={isPending('approveRegistration', registration.id)}
            onConfirm={() => void approve(registration.id)}
            onCancel={() => setConfirming(false)}
          />
        </>
      )}
    </DecisionDialog>
  );
}
