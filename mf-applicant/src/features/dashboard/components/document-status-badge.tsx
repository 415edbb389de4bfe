import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DocumentStatus } from '@nomada/contracts';

const PALETTE: Record<DocumentStatus, string> = {
  pending: 'gray',
  uploaded: 'blue',
  reviewing: 'orange',
  approved: 'green',
  rejected: 'red',
};

export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  const { t } = useTranslation('applicant');
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle" size="md" flexShrink={0}>
      {t(`documents.status.${status}`)}
    </Badge>
  );
}
