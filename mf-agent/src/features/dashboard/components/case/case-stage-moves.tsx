import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AGENT_CASE_MOVES, agentMayMove, type AgentCase } from '@nomada/contracts';
import { CaseStageForm } from './case-stage-form';

type CaseStageMovesProps = {
  applicantCase: AgentCase;
  agentId: string | undefined;
  refresh: () => Promise<unknown>;
};

/**
 * The moves the HTTP contract's table allows from the case's stage, for the applicant's assigned agent only;
 * anyone else is told who may make them (the server refuses them with 403 too).
 */
export function CaseStageMoves({
  applicantCase: { profile, case: timeline, assignedAgent },
  agentId,
  refresh,
}: CaseStageMovesProps) {
  const { t } = useTranslation('agent');
  if (!timeline) return null;
  const lastOutcome = timeline.events.findLast((event) => event.stage === 'resolved')?.outcome;
  const moves = AGENT_CASE_MOVES[timeline.stage].filter((stage) =>
    agentMayMove(timeline.stage, stage, lastOutcome),
  );
  if (moves.length === 0) return null;

  if (!assignedAgent || assignedAgent.id !== agentId)
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="case-moves-owner">
        {assignedAgent
          ? t('case.move.onlyAssigned', {
              name: `${assignedAgent.first_name} ${assignedAgent.last_name}`.trim(),
            })
          : t('case.move.nobodyAssigned')}
      </Text>
    );

  return (
    <Stack direction={{ base: 'column', lg: 'row' }} gap="3" align={{ lg: 'flex-start' }}>
      {moves.map((stage) => (
        <CaseStageForm key={stage} userId={profile.id} stage={stage} refresh={refresh} />
      ))}
    </Stack>
  );
}
