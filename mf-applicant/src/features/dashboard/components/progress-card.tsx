import { Badge, SimpleGrid, Skeleton, Stack, Stat, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DocumentStats } from '@nomada/contracts';
import { ProgressBar } from '../../../components/progress-bar';
import { overallPercent, overallState, type OverallState } from '../lib/overall-progress';
import { DashboardCard } from './dashboard-card';

const PALETTE: Record<OverallState, string> = {
  complete: 'green',
  attention: 'red',
  reviewing: 'orange',
  upload: 'brand',
};

const COUNTS = ['approved', 'reviewing', 'rejected', 'pending'] as const;

type ProgressCardProps = { stats: DocumentStats; loading: boolean };

/** Overall progress and docs/product/states.md's message. */
export function ProgressCard({ stats, loading }: ProgressCardProps) {
  const { t } = useTranslation('applicant');
  const state = overallState(stats);
  const percent = overallPercent(stats);
  const valueText = t('overview.progress.percent', { percent });
  return (
    <DashboardCard
      id="overview-progress"
      title={t('overview.progress.title')}
      testId="progress-card"
    >
      {loading ? (
        <Stack gap="3">
          <Skeleton h="8" w="24" />
          <Skeleton h="2" />
        </Stack>
      ) : (
        <Stack gap="4">
          <Stack direction="row" align="baseline" justify="space-between" gap="3" wrap="wrap">
            <Text fontSize="3xl" fontWeight="bold" lineHeight="1">
              {valueText}
            </Text>
            <Badge colorPalette={PALETTE[state]} size="lg" data-testid="overall-state">
              {t(`overview.progress.state.${state}`)}
            </Badge>
          </Stack>
          <ProgressBar
            value={percent}
            label={t('overview.progress.title')}
            valueText={valueText}
            color={`${PALETTE[state]}.600`}
          />
          <Text color="fg.muted">{t(`overview.progress.message.${state}`)}</Text>
          <SimpleGrid columns={{ base: 2, sm: 4 }} gap="3">
            {COUNTS.map((count) => (
              <Stat.Root key={count} size="sm">
                <Stat.Label>{t(`overview.progress.counts.${count}`)}</Stat.Label>
                <Stat.ValueText>
                  {count === 'reviewing' ? stats.reviewing + stats.uploaded : stats[count]}
                </Stat.ValueText>
              </Stat.Root>
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </DashboardCard>
  );
}
