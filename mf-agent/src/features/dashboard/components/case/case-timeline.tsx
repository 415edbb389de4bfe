import { Badge, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AgentCase, Case as Timeline } from '@nomada/contracts';
import { useLanguage } from '@nomada/i18n';
import { formatDate, formatDateTime } from '../../../../lib/format';

/**
 * The case's stage and every step it took, oldest first (the HTTP contract ("The case after the checklist")). A
 * step names the agent who took it when that is the assigned agent (the only one who may move it).
 */
export function CaseTimeline({
  timeline,
  assignedAgent,
}: {
  timeline: Timeline;
  assignedAgent: AgentCase['assignedAgent'];
}) {
  const { t } = useTranslation('agent');
  const { language } = useLanguage();
  return (
    <Stack as="section" gap="3" aria-labelledby="case-stage-title">
      <Stack direction="row" align="center" gap="3" flexWrap="wrap">
        <Heading as="h2" size="md" id="case-stage-title">
          {t('case.stage')}
        </Heading>
        <Badge colorPalette="brand" variant="solid">
          {t(`case.stages.${timeline.stage}`)}
        </Badge>
      </Stack>
      <List.Root as="ol" listStyle="none" gap="2">
        {timeline.events.map((event) => (
          <List.Item
            key={`${event.stage}-${event.at}`}
            display="block"
            ps="3"
            borderStartWidth="3px"
          >
            <Text fontSize="sm" fontWeight="medium">
              {t(`case.stages.${event.stage}`)}
              {event.outcome ? ` · ${t(`case.outcomes.${event.outcome}`)}` : ''}
            </Text>
            {(event.reference || event.note) && (
              <Text fontSize="sm" color="fg.muted">
                {[
                  event.authority && t(`case.authorities.${event.authority}`),
                  event.reference,
                  event.note,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            )}
            {event.date && (
              <Text fontSize="sm" color="fg.muted">
                {t('case.eventDate', { date: formatDate(event.date, language) })}
              </Text>
            )}
            <Text fontSize="xs" color="fg.muted">
              <time dateTime={event.at}>{formatDateTime(event.at, language)}</time>
              {event.by && event.by === assignedAgent?.id
                ? ` · ${assignedAgent.first_name} ${assignedAgent.last_name}`
                : ''}
            </Text>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
