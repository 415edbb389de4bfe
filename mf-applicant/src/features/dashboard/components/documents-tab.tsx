import { useTranslation } from 'react-i18next';
import { DocumentIcon } from '../../../components/icons';
import { AwaitingApprovalState } from './awaiting-approval-state';

export function DocumentsTab() {
  const { t } = useTranslation('applicant');
  return (
    <AwaitingApprovalState
      icon={<DocumentIcon />}
      title={t('dashboard.documents.title')}
      description={t('dashboard.documents.description')}
    />
  );
}
