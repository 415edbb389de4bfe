import { Suspense, type RefObject } from 'react';
import type { RegistrationRecord } from '@nomada/contracts';
import { lazyPart } from '@nomada/ui';
import type { AgentActions } from '../../hooks/use-agent-actions';
import type { useSelection } from '../../hooks/use-selection';

// The dialog's code loads when the pointer or focus reaches a row's button, or at the first click.
const RegistrationDetailsDialog = lazyPart(
  () => import('./registration-details-dialog'),
  (module) => module.RegistrationDetailsDialog,
);

/** For the buttons that open the dialog: `onPointerEnter` and `onFocus`. */
export const preloadRegistrationDialog = () =>
  void RegistrationDetailsDialog.preload().catch(() => {});

type RegistrationDialogSlotProps = {
  details: ReturnType<typeof useSelection<RegistrationRecord>>;
  actions: AgentActions;
  fallbackFocus: RefObject<HTMLElement | null>;
};

/**
 * The details dialog of the chosen registration (pending or decided). A dialog is an overlay:
 * nothing on the page waits for its code or moves when it comes.
 */
export function RegistrationDialogSlot({
  details,
  actions,
  fallbackFocus,
}: RegistrationDialogSlotProps) {
  if (!details.selected) return null;
  return (
    <Suspense fallback={null}>
      <RegistrationDetailsDialog
        registration={details.selected}
        open={details.open}
        onClose={details.close}
        onExitComplete={details.forget}
        actions={actions}
        fallbackFocus={fallbackFocus}
      />
    </Suspense>
  );
}
