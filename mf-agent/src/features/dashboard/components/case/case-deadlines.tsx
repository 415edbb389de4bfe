import { useState } from 'react';
import { Badge, Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DEADLINE_TEXTS, type AgentCase } from '@nomada/contracts';
import { useLanguage } from '@nomada/i18n';
import { toast } from '@nomada/state';
import { errorMessage } from '@nomada/ui';
import { runAgentAction } from '../../api/run-agent-action';
import { formatDate } from '../../../../lib/format';

type CaseDeadlinesProps = {
  applicantCase: AgentCase;
  agentId: string | undefined;
  refresh: () => Promise<unknown>;
};

/**
 * Decision 081: the case's legal deadlines, open ones first by date; the assigned agent marks one
 * done (a deadline the next stage answers closes by itself).
 */
export function CaseDeadlines({ applicantCase, agentId, refresh }: CaseDeadlinesProps) {
  const { t } = useTranslation('agent');
  const { language } = useLanguage();
  const [busy, setBusy] = useState<string | null>(null);
  const deadlines = applicantCase.case?.deadlines ?? [];
  if (deadlines.length === 0) return null;
  const mine = applicantCase.assignedAgent?.id === agentId;
  const ordered = [...deadlines].sort(
    (a, b) => Number(!!a.done_at) - Number(!!b.done_at) || a.due_on.localeCompare(b.due_on),
  );

  async function complete(deadlineId: string) {
    setBusy(deadlineId);
    try {
      await runAgentAction({
        action: 'completeDeadline',
        payload: { userId: applicantCase.profile.id, deadlineId },
      });
      toast({ title: t('deadlines.doneToast'), variant: 'success' });
    } catch (error) {
      toast({
        title: errorMessage(error, { fallback: t('deadlines.failed') }),
        variant: 'destructive',
      });
    } finally {
      setBusy(null);
      void refresh();
    }
  }

  return (
    <Stack as="section" gap="3" aria-labelledby="case-deadlines-title">
      <Heading as="h2" size="md" id="case-deadlines-title">
        {t('deadlines.caseTitle')}
      </Heading>
      <Stack as="ul" listStyleType="none" gap="2">
        {ordered.map((deadline) => {
          const text = DEADLINE_TEXTS[deadline.kind][language];
          return (
            <Box
              as="li"
              key={deadline.id}
              borderWidth="1px"
              borderRadius="lg"
              bg="bg.panel"
              px={{ base: '4', md: '5' }}
              py="3"
              data-testid="case-deadline"
            >
              <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="2">
                <Stack gap="1">
                  <Stack direction="row" gap="2" align="center" wrap="wrap">
                    <Text fontWeight="semibold">{text.title}</Text>
                    <Badge colorPalette={deadline.done_at ? 'gray' : 'brand'}>
                      <time dateTime={deadline.due_on}>
                        {formatDate(deadline.due_on, language)}
                      </time>
                    </Badge>
                    {deadline.done_at && <Badge colorPalette="green">{t('deadlines.done')}</Badge>}
                  </Stack>
                  <Text fontSize="sm" color="fg.muted">
                    {text.agentTodo}
                  </Text>
                </Stack>
                {mine && !deadline.done_at && (
                  <Button
                    size="sm"
                    variant="outline"
                    alignSelf="flex-start"
                    loading={busy === deadline.id}
                    onClick={() => void complete(deadline.id)}
                    aria-label={t('deadlines.markDoneOf', { name: text.title })}
                  >
                    {t('deadlines.markDone')}
                  </Button>
                )}
              </Stack>
            </Box>
          );
        })}
      </Stack>
    </Stack>
  );
}
