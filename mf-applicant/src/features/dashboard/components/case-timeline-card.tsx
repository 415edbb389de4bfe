import { Badge, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Case, CaseEvent } from '@nomada/contracts';
import { useLanguage } from '@nomada/i18n';
import { formatDate } from '../lib/format-date';
import { DashboardCard } from './dashboard-card';

/** The details a step carries, in words (authority, reference, date, outcome, note). */
function StepDetails({ event }: { event: CaseEvent }) {
  const { t } = useTranslation('applicant');
  const { language } = useLanguage();
  const lines = [
    event.outcome && t(`case.outcome.${event.outcome}`),
    event.authority && t(`case.authority.${event.authority}`),
    event.reference && t('case.reference', { reference: event.reference }),
    event.date && t('case.on', { date: formatDate(`${event.date}T12:00:00Z`, language) }),
    event.notified_on &&
      t('case.notifiedOn', { date: formatDate(`${event.notified_on}T12:00:00Z`, language) }),
    event.items?.length &&
      t('case.items', { items: event.items.map((item) => item.name).join(', ') }),
    event.note && t('case.note', { note: event.note }),
  ].filter((line): line is string => !!line);
  return (
    <>
      {lines.map((line) => (
        <Text key={line} fontSize="sm" color="fg.muted" wordBreak="break-word">
          {line}
        </Text>
      ))}
    </>
  );
}

type CaseTimelineCardProps = { caseTimeline: Case | null; loading: boolean };

/** Decision 058: where the case stands, and every step it took to get there (oldest first). */
export function CaseTimelineCard({ caseTimeline, loading }: CaseTimelineCardProps) {
  const { t } = useTranslation('applicant');
  const { language } = useLanguage();
  return (
    <DashboardCard id="case-timeline-title" title={t('case.title')} loading={loading}>
      {caseTimeline && (
        <Stack gap="3">
          <Badge alignSelf="flex-start" colorPalette="brand" data-testid="case-stage">
            {t('case.current', { stage: t(`case.stages.${caseTimeline.stage}`) })}
          </Badge>
          <Stack as="ol" gap="3" ps="4" listStyleType="decimal" aria-label={t('case.title')}>
            {caseTimeline.events.map((event) => (
              <li key={`${event.stage}-${event.at}`} data-testid="case-step">
                <Text fontWeight="medium">{t(`case.stages.${event.stage}`)}</Text>
                <Text fontSize="sm" color="fg.muted">
                  <time dateTime={event.at}>{formatDate(event.at, language)}</time>
                </Text>
                <StepDetails event={event} />
              </li>
            ))}
          </Stack>
        </Stack>
      )}
    </DashboardCard>
  );
}
