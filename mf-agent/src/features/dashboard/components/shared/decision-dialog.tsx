import { useState, type ReactNode, type RefObject } from 'react';
import { Button, Separator, Stack } from '@chakra-ui/react';
import type { AgentAction, AuditEntry } from '@nomada/contracts';
import { approveButtonStyle } from '../../../../components/decision-button-styles';
import type { AgentActions } from '../../hooks/use-agent-actions';
import { AgentDialog } from './agent-dialog';
import { AuditTrail } from './audit-trail';
import { RejectReasonForm } from './reject-reason-form';

export type DecisionDialogProps<T extends { audit_trail: readonly AuditEntry[] }> = {
  /** What is decided (a document, a registration); kept while the dialog closes. */
  item: T | undefined;
  open: boolean;
  onClose: () => void;
  /** After the closing animation: the moment to forget what was shown. */
  onExitComplete: () => void;
  fallbackFocus: RefObject<HTMLElement | null>;
  title: string;
  subtitle?: string;
  size?: 'lg' | 'xl';
  /** What the decision is about (facts, the file), above the applicant's audit trail. */
  children: ReactNode;
  actions: AgentActions;
  /** While true, the footer offers to reject (with a reason) or approve. */
  awaitingDecision: (item: T) => boolean;
  /** A decision about the item is running: neither button takes another. */
  busy: boolean;
  approve: {
    label: string;
    /** The approval is running and this button shows it (not when a confirmation shows it). */
    loading?: boolean;
    onApprove: (item: T) => void;
  };
  reject: {
    label: string;
    reasonLabel: string;
    reasonHelp: string;
    submitLabel: string;
    pending: boolean;
    /** The rejection with the reason typed, checked with the contract's own schema. */
    actionFor: (item: T, reason: string) => AgentAction;
  };
};

/**
 * What the document review dialog and the registration details dialog have in common: the item
 * with the applicant's audit trail and, while it awaits a decision, reject (with a reason) or
 * approve. A rejection that goes through closes the dialog.
 */
export function DecisionDialog<T extends { audit_trail: readonly AuditEntry[] }>({
  item,
  open,
  onClose,
  onExitComplete,
  fallbackFocus,
  title,
  subtitle,
  size,
  children,
  actions,
  awaitingDecision,
  busy,
  approve,
  reject,
}: DecisionDialogProps<T>) {
  const [rejecting, setRejecting] = useState(false);

  const footer =
    !item || !awaitingDecision(item) ? undefined : rejecting ? (
      <Stack w="full">
        <RejectReasonForm
          label={reject.reasonLabel}
          helper={reject.reasonHelp}
          submitLabel={reject.submitLabel}
          busy={reject.pending}
          actionFor={(reason) => reject.actionFor(item, reason)}
          onSubmit={(action) =>
            void actions.run(action).then((ok) => {
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
          {reject.label}
        </Button>
        <Button
          {...approveButtonStyle}
          loading={approve.loading}
          disabled={busy}
          onClick={() => approve.onApprove(item)}
        >
          {approve.label}
        </Button>
      </Stack>
    );

  return (
    <AgentDialog
      open={open}
      onClose={onClose}
      onExitComplete={() => {
        setRejecting(false);
        onExitComplete();
      }}
      title={title}
      subtitle={subtitle}
      fallbackFocus={fallbackFocus}
      size={size}
      footer={footer}
    >
      {item && (
        <Stack gap="5">
          {children}
          <Separator />
          <AuditTrail entries={item.audit_trail} />
        </Stack>
      )}
    </AgentDialog>
  );
}
