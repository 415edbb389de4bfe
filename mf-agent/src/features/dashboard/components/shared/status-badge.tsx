import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DocumentStatus, ProfileStatus } from '@nomada/contracts';

const PALETTE: Record<DocumentStatus | ProfileStatus, string> = {
  pending: 'orange',
  uploaded: 'blue',
  reviewing: 'purple',
  approved: 'green',
  rejected: 'red',
};

type StatusBadgeProps =
  { kind: 'document'; status: DocumentStatus } | { kind: 'registration'; status: ProfileStatus };

export function StatusBadge({ kind, status }: StatusBadgeProps) {
  const { t } = useTranslation('agent');
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle" flexShrink={0}>
      {t(`status.${kind}.${status}`)}
    </Badge>
  );
}
