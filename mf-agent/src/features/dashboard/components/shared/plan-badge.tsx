import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Plan } from '@nomada/contracts';

export function PlanBadge({ plan }: { plan: Plan | null }) {
  const { t } = useTranslation('agent');
  return (
    <Badge colorPalette={plan === 'premium' ? 'accent' : 'brand'} variant="outline">
      {t(`plan.${plan ?? 'none'}`)}
    </Badge>
  );
}
