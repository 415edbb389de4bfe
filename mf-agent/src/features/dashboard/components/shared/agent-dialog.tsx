import { useRef, type ReactNode, type RefObject } from 'react';
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

type AgentDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Called once the closing animation is over: the moment to forget what was shown. */
  onExitComplete?: () => void;
  title: ReactNode;
  /** Under the title: who or what the dialog is about. */
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Where focus goes on close when the control that opened the dialog is gone (say, a decided row). */
  fallbackFocus?: RefObject<HTMLElement | null>;
  role?: 'dialog' | 'alertdialog';
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Receives focus when the dialog opens (else the first focusable element). */
  initialFocus?: RefObject<HTMLElement | null>;
};

/**
 * The dashboard's dialogs: modal, focus kept inside, Escape and the close button close it, and focus
 * goes back to what opened it. Full screen on a phone, centred from the tablet width up.
 */
export function AgentDialog({
  open,
  onClose,
  onExitComplete,
  title,
  subtitle,
  children,
  footer,
  fallbackFocus,
  role = 'dialog',
  size = 'lg',
  initialFocus,
}: AgentDialogProps) {
  const { t } = useTranslation('agent');
  const opener = useRef<HTMLElement | null>(null);
  if (open && !opener.current && document.activeElement instanceof HTMLElement) {
    opener.current = document.activeElement;
  }
  return (
    <Dialog.Root
      open={open}
      role={role}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      onExitComplete={() => {
        opener.current = null;
        onExitComplete?.();
      }}
      size={role === 'alertdialog' ? { base: 'sm', md: 'sm' } : { base: 'full', md: size }}
      placement="center"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
      initialFocusEl={initialFocus ? () => initialFocus.current : undefined}
      finalFocusEl={() =>
        opener.current?.isConnected ? opener.current : (fallbackFocus?.current ?? null)
      }
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1" pe="14">
              <Dialog.Title>{title}</Dialog.Title>
              {subtitle && (
                <Dialog.Description color="fg.muted" fontSize="sm">
                  {subtitle}
                </Dialog.Description>
              )}
            </Dialog.Header>
            {/* Focusable, so that a keyboard can scroll a long body on a phone. */}
            <Dialog.Body tabIndex={0}>{children}</Dialog.Body>
            {footer && <Dialog.Footer flexWrap="wrap">{footer}</Dialog.Footer>}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
