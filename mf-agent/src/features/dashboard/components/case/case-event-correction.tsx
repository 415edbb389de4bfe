import { Box, Button, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AgentCase } from '@nomada/contracts';
import { correctableFields, useCaseEventCorrection } from '../../hooks/use-case-event-correction';

type CaseEventCorrectionProps = {
  applicantCase: AgentCase;
  agentId: string | undefined;
  refresh: () => Promise<unknown>;
};

/**
 * For the assigned agent: the dates of the case's latest step, to correct a mistyped day or a
 * notification learnt late; its open deadlines move with them (decision 081).
 */
export function CaseEventCorrection({
  applicantCase: { profile, case: timeline, assignedAgent },
  agentId,
  refresh,
}: CaseEventCorrectionProps) {
  const latest = timeline?.events.at(-1);
  if (!latest || !assignedAgent || assignedAgent.id !== agentId) return null;
  if (correctableFields(latest).length === 0) return null;
  // A new step starts a new form (the dates shown are that step's).
  return (
    <CorrectionForm
      key={`${latest.stage}-${latest.at}`}
      userId={profile.id}
      latest={latest}
      refresh={refresh}
    />
  );
}

function CorrectionForm({
  userId,
  latest,
  refresh,
}: {
  userId: string;
  latest: NonNullable<AgentCase['case']>['events'][number];
  refresh: () => Promise<unknown>;
}) {
  const { t } = useTranslation('agent');
  const { errors, unchanged, saving, submit, clearError } = useCaseEventCorrection(
    userId,
    latest,
    refresh,
  );
  const headingId = 'case-correct-title';
  return (
    <Box borderWidth="1px" borderRadius="lg" bg="bg.panel" px={{ base: '4', md: '5' }} py="4">
      <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={headingId}>
        <Stack gap="3">
          <Heading as="h3" size="sm" id={headingId}>
            {t('case.correct.title', { step: t(`case.stages.${latest.stage}`) })}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t('case.correct.help')}
          </Text>
          {correctableFields(latest).map((field) => (
            <Field.Root key={field} invalid={Boolean(errors[field])}>
              <Field.Label>{t(`case.move.fields.${field}`)}</Field.Label>
              <Input
                size="sm"
                type="date"
                name={field}
                defaultValue={latest[field] ?? ''}
                onChange={() => clearError(field)}
              />
              {errors[field] && (
                <Field.ErrorText>{t(`validation:${errors[field]}`)}</Field.ErrorText>
              )}
            </Field.Root>
          ))}
          {unchanged && (
            <Text fontSize="sm" color="fg.error" role="alert">
              {t('case.correct.unchanged')}
            </Text>
          )}
          <Button type="submit" size="sm" variant="outline" alignSelf="flex-start" loading={saving}>
            {t('case.correct.submit')}
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
