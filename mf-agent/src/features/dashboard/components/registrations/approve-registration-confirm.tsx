import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AgentDialog } from '../shared/agent-dialog';
import { approveButtonStyle } from '../../../../components/decision-button-styles';

type ApproveRegistrationConfirmProps = {
  open: boolean;
  name: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** docs/product/states.md: approving a registration asks for confirmation. */
export function ApproveRegistrationConfirm({
  open,
  name,
  busy,
  onConfirm,
  onCancel,
}: ApproveRegistrationConfirmProps) {
  const { t } = useTranslation('agent');
  return (
    <AgentDialog
      open={open}
      onClose={onCancel}
      role="alertdialog"
      title={t('registration.confirmTitle')}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button {...approveButtonStyle} loading={busy} onClick={onConfirm}>
            {t('registration.confirmApprove')}
          </Button>
        </>
      }
    >
      <Text>{t('registration.confirmText', { name })}</Text>
    </AgentDialog>
  );
}
