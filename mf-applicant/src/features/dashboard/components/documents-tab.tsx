import { useTranslation } from 'react-i18next';
import { DocumentIcon } from '../../../components/icons';
import { useIsApproved } from '../hooks/use-is-approved';
import { TabPlaceholder } from './tab-placeholder';

export function DocumentsTab() {
  const { t } = useTranslation('applicant');
  const approved = useIsApproved();
  return (
    <TabPlaceholder
      icon={<DocumentIcon boxSize="6" />}
      title={t('dashboard.documents.title')}
      description={t(
        approved ? 'dashboard.documents.descriptionApproved' : 'dashboard.documents.description',
      )}
    />
  );
}
