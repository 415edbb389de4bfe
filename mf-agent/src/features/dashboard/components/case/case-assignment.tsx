import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AgentCase } from '@nomada/contracts';
import { useLanguage } from '@nomada/i18n';
import { formatDateTime } from '../../../../lib/format';
import type { AgentActions } from '../../hooks/use-agent-actions';

/** Who looks after the applicant, and taking them on or letting them go, in place. */
export function CaseAssignment({
  applicantCase: { profile, assignedAgent },
  agentId,
  actions,
}: {
  applicantCase: AgentCase;
  agentId: string | undefined;
  actions: AgentActions;
}) {
  const { t } = useTranslation('agent');
  const { language } = useLanguage();
  const userId = profile.id;
  const mine = assignedAgent !== null && assignedAgent.id === agentId;
  return (
    <Stack
      direction={{ base: 'column', sm: 'row' }}
      align={{ sm: 'center' }}
      justify="space-between"
      gap="3"
      borderWidth="1px"
      borderRadius="lg"
      px={{ base: '4', md: '5' }}
      py="3"
      bg="bg.panel"
      data-testid="case-assignment"
    >
      <Text fontSize="sm">
        {assignedAgent
          ? t(mine ? 'case.assignedToYou' : 'case.assignedTo', {
              name: `${assignedAgent.first_name} ${assignedAgent.last_name}`.trim(),
              date: assignedAgent.assigned_at
                ? formatDateTime(assignedAgent.assigned_at, language)
                : '',
            })
          : t('case.unassigned')}
      </Text>
      {!assignedAgent && profile.status === 'approved' && (
        <Button
          size="sm"
          colorPalette="brand"
          loading={actions.isPending('assignUser', userId)}
          onClick={() => void actions.run({ action: 'assignUser', payload: { userId } })}
        >
          {t('assignments.assign')}
        </Button>
      )}
      {mine && (
        <Button
          size="sm"
          variant="outline"
          loading={actions.isPending('unassignUser', userId)}
          onClick={() => void actions.run({ action: 'unassignUser', payload: { userId } })}
        >
          {t('assignments.unassign')}
        </Button>
      )}
    </Stack>
  );
}
