import { Badge, Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEADLINE_TEXTS, type AgentDeadline } from '@nomada/contracts';
import { useLanguage } from '@nomada/i18n';
import { formatDate } from '../../../lib/format';
import { useAgentDeadlines } from '../api/get-agent-deadlines';

/** How many of the soonest deadlines the dashboard lists; the feed and each case show them all. */
const SHOWN = 8;

function DaysLeft({ deadline }: { deadline: AgentDeadline }) {
  const { t } = useTranslation('agent');
  const left = deadline.working_days_left;
  if (deadline.overdue) return <Badge colorPalette="red">{t('deadlines.overdue')}</Badge>;
  if (left === 0) return <Badge colorPalette="orange">{t('deadlines.today')}</Badge>;
  if (left === null) return null;
  return (
    <Badge colorPalette={left <= 5 ? 'orange' : 'gray'}>
      {t('deadlines.daysLeft', { count: left })}
    </Badge>
  );
}

/**
 * Decision 081: the "due soon" list across the agent's applicants, overdue first (the list comes
 * sorted by date), with the dashboard's counts.
 */
export function DueSoonList() {
  const { t } = useTranslation('agent');
  const { language } = useLanguage();
  const { data } = useAgentDeadlines();
  if (!data) return null;
  return (
    <Stack as="section" gap="3" aria-labelledby="due-soon-title" id="deadlines">
      <Stack gap="1">
        <Heading as="h2" size="md" id="due-soon-title">
          {t('deadlines.listTitle')}
        </Heading>
        <Text fontSize="sm" color="fg.muted" data-testid="deadline-summary">
          {[
            t('deadlines.summaryOpen', { count: data.summary.open }),
            t('deadlines.summaryDueSoon', { count: data.summary.due_soon }),
            t('deadlines.summaryOverdue', { count: data.summary.overdue }),
          ].join(' · ')}
        </Text>
      </Stack>
      {data.deadlines.length === 0 ? (
        <Text color="fg.muted">{t('deadlines.empty')}</Text>
      ) : (
        <Stack as="ol" listStyleType="none" gap="2">
          {data.deadlines.slice(0, SHOWN).map((deadline) => (
            <Box
              as="li"
              key={deadline.id}
              borderWidth="1px"
              borderRadius="lg"
              bg="bg.panel"
              px="4"
              py="3"
              data-testid="due-soon-item"
            >
              <Stack gap="1">
                <Stack direction="row" gap="2" align="center" wrap="wrap">
                  <Link asChild fontWeight="semibold">
                    <RouterLink to={`/agent/applicants/${deadline.userId}`}>
                      {deadline.applicant_name}
                    </RouterLink>
                  </Link>
                  <DaysLeft deadline={deadline} />
                </Stack>
                <Text fontSize="sm">
                  {DEADLINE_TEXTS[deadline.kind][language].title} ·{' '}
                  <time dateTime={deadline.due_on}>{formatDate(deadline.due_on, language)}</time>
                </Text>
                {deadline.missing_items.length > 0 && (
                  <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
                    {t('deadlines.missing', { items: deadline.missing_items.join(', ') })}
                  </Text>
                )}
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
