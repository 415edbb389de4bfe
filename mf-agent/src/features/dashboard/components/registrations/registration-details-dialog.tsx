import { useState, type RefObject } from 'react';
import { Button, Separator, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { RegistrationRecord } from '@nomada/contracts';
import type { AgentActions } from '../../hooks/use-agent-actions';
import { AgentDialog } from '../shared/agent-dialog';
import { AuditTrail } from '../shared/audit-trail';
import { RejectReasonForm } from '../shared/reject-reason-form';
import { ApproveRegistrationConfirm } from './approve-registration-confirm';
import { RegistrationFacts } from './registration-facts';
import { approveButtonStyle } from '../../../../components/decision-button-styles';

type RegistrationDetailsDialogProps = {
  registration: RegistrationRecord | undefined;
  open: boolean;
  onClose: () => void;
  onExitComplete: () => void;
  actions: AgentActions;
  fallbackFocus: RefObject<HTMLElement | null>;
};

export const registrationName = (r: RegistrationRecord) =>
  `${r.first_name} ${r.last_name}`.trim() || r.email;

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
  const [rejecting, setRejecting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { run, isPending } = actions;

  async function approve(userId: string) {
    const ok = await run({ action: 'approveRegistration', payload: { userId } });
    setConfirming(false);
    if (ok) onClose();
  }

  const pending = registration?.status === 'pending';
  const busy =
    !!registration &&
    (isPending('approveRegistration', registration.id) ||
      isPending('rejectRegistration', registration.id));

  const footer =
    registration && pending ? (
      rejecting ? (
        <Stack w="full">
          <RejectReasonForm
            label={t('registration.rejectReason')}
            helper={t('registration.rejectReasonHelp')}
            submitLabel={t('registration.confirmReject')}
            busy={isPending('rejectRegistration', registration.id)}
            actionFor={(reason) => ({
              action: 'rejectRegistration',
              payload: { userId: registration.id, reason },
            })}
            onSubmit={(action) =>
              void run(action).then((ok) => {
                if (ok) onClose();
              })
            }
            onCancel={() => setRejecting(false)}
          />
        </Stack>
      ) : (
        <Stack
          direction={{ base: 'column-reverse', sm: 'row' }}
          gap="3"
          w={{ base: 'full', sm: 'auto' }}
        >
          <Button
            variant="outline"
            colorPalette="red"
            disabled={busy}
            onClick={() => setRejecting(true)}
          >
            {t('registration.reject')}
          </Button>
          <Button {...approveButtonStyle} disabled={busy} onClick={() => setConfirming(true)}>
            {t('registration.approve')}
          </Button>
        </Stack>
      )
    ) : undefined;

  return (
    <AgentDialog
      open={open}
      onClose={onClose}
      onExitComplete={() => {
        setRejecting(false);
        setConfirming(false);
        onExitComplete();
      }}
      title={registration ? registrationName(registration) : ''}
      subtitle={
        registration ? t('registration.dialogSubtitle', { email: registration.email }) : undefined
      }
      fallbackFocus={fallbackFocus}
      footer={footer}
    >
      {registration && (
        <Stack gap="5">
          <RegistrationFacts registration={registration} />
          <Separator />
          <AuditTrail entries={registration.audit_trail} />
          <ApproveRegistrationConfirm
            open={confirming}
            name={registrationName(registration)}
            busy={isPending('approveRegistration', registration.id)}
            onConfirm={() => void approve(registration.id)}
            onCancel={() => setConfirming(false)}
          />
        </Stack>
      )}
    </AgentDialog>
  );
}
