import { Badge, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DEADLINE_TEXTS, type Case } from '@nomada/contracts';
import { useLanguage } from '@nomada/i18n';
import { formatDate } from '../lib/format-date';
import { DashboardCard } from './dashboard-card';

type DeadlinesCardProps = { caseTimeline: Case | null };

/**
 * Decision 081: the legal deadlines of the case that are still open, soonest first: what each is,
 * the last day, and what the applicant must do (often nothing: the agent or the authority acts).
 */
export function DeadlinesCard({ caseTimeline }: DeadlinesCardProps) {
  const { t } = useTranslation('applicant');
  const { language } = useLanguage();
  const open = (caseTimeline?.deadlines ?? []).filter((deadline) => !deadline.done_at);
  if (open.length === 0) return null;
  return (
    <DashboardCard id="deadlines-title" title={t('deadlines.title')} testId="deadlines">
      <Stack as="ul" gap="4" listStyleType="none" aria-labelledby="deadlines-title">
        {open.map((deadline) => {
          const text = DEADLINE_TEXTS[deadline.kind][language];
          return (
            <li key={deadline.id} data-testid="deadline">
              <Stack gap="1">
                <Stack direction="row" gap="2" align="center" wrap="wrap">
                  <Text fontWeight="semibold">{text.title}</Text>
                  <Badge colorPalette={deadline.kind === 'request_answer' ? 'red' : 'brand'}>
                    <time dateTime={deadline.due_on}>
                      {t('deadlines.by', {
                        date: formatDate(`${deadline.due_on}T12:00:00Z`, language),
                      })}
                    </time>
                  </Badge>
                </Stack>
                <Text fontSize="sm" color="fg.muted">
                  {text.applicantTodo}
                </Text>
              </Stack>
            </li>
          );
        })}
      </Stack>
    </DashboardCard>
  );
}
