import { Card, SimpleGrid, Stat } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SUMMARY_METRICS, type SummaryCounts } from '../dashboard-sections';

type SummaryCardsProps = {
  /** Counts from the agent data; a missing one shows a dash, never an invented number. */
  counts?: SummaryCounts;
};

export function SummaryCards({ counts = {} }: SummaryCardsProps) {
  const { t } = useTranslation('agent');
  return (
    <SimpleGrid
      as="section"
      aria-label={t('dashboard.summaryLabel')}
      columns={{ base: 2, lg: 4 }}
      gap={{ base: '3', md: '5' }}
    >
      {SUMMARY_METRICS.map((metric) => {
        const value = counts[metric];
        return (
          <Card.Root key={metric} variant="outline" size="sm">
            <Card.Body>
              <Stat.Root gap="2">
                <Stat.Label lineHeight="short">{t(`dashboard.summary.${metric}`)}</Stat.Label>
                {value === undefined ? (
                  <Stat.ValueText
                    color="fg.muted"
                    aria-label={t('dashboard.noValue')}
                    title={t('dashboard.noValue')}
                  >
                    —
                  </Stat.ValueText>
                ) : (
                  <Stat.ValueText data-testid={`summary-${metric}`}>{value}</Stat.ValueText>
                )}
              </Stat.Root>
            </Card.Body>
          </Card.Root>
        );
      })}
    </SimpleGrid>
  );
}
