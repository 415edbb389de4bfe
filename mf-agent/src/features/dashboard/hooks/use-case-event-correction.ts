import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  correctCaseEventPayloadSchema,
  validate,
  type CaseEvent,
  type CorrectCaseEventPayload,
  type ErrorCode,
} from '@nomada/contracts';
import { toast } from '@nomada/state';
import { runAgentAction } from '../api/run-agent-action';
import { actionFieldErrors, toastActionFailure } from '../lib/action-refusal';

export type CorrectableField = 'date' | 'notified_on' | 'valid_until';
type CorrectionErrors = Partial<Record<CorrectableField, ErrorCode>>;

/** The dates a step carries, which documents computes its deadlines from (decision 081). */
export function correctableFields(event: CaseEvent): CorrectableField[] {
  if (event.stage === 'submitted' || event.stage === 'appeal_filed') return ['date'];
  if (event.stage === 'more_documents_requested') return ['notified_on'];
  if (event.stage === 'resolved')
    return event.outcome === 'granted' ? ['date', 'valid_until'] : ['date'];
  return [];
}

/** Only the dates that differ from the step's are sent: an unchanged form asks for one. */
function payloadOf(userId: string, event: CaseEvent, form: FormData) {
  const changed = correctableFields(event).flatMap((field) => {
    const value = String(form.get(field) ?? '').trim();
    return value !== '' && value !== (event[field] ?? '') ? [[field, value]] : [];
  });
  return { userId, ...Object.fromEntries(changed) };
}

/**
 * Corrects the dates of the case's latest step (agent-actions `correctCaseEvent`): read from the
 * form when it is sent, checked with the contract's schema, the server's refusal shown on its
 * field, and the case reloaded after either answer.
 */
export function useCaseEventCorrection(
  userId: string,
  event: CaseEvent,
  refresh: () => Promise<unknown>,
) {
  const { t } = useTranslation('agent');
  const [errors, setErrors] = useState<CorrectionErrors>({});
  const [saving, setSaving] = useState(false);
  // Every date as the step has it: nothing to send.
  const [unchanged, setUnchanged] = useState(false);

  async function submit(formEvent: FormEvent<HTMLFormElement>) {
    formEvent.preventDefault();
    const payload = payloadOf(userId, event, new FormData(formEvent.currentTarget));
    setUnchanged(Object.keys(payload).length === 1);
    if (Object.keys(payload).length === 1) return;
    const checked = validate(correctCaseEventPayloadSchema, payload);
    if (!checked.ok) {
      setErrors(checked.fields as CorrectionErrors);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await runAgentAction({
        action: 'correctCaseEvent',
        payload: checked.data as CorrectCaseEventPayload,
      });
      toast({ title: t('actions.correctCaseEvent.success'), variant: 'success' });
    } catch (error) {
      setErrors(actionFieldErrors(error));
      toastActionFailure(t('actions.correctCaseEvent.failure'), error);
    } finally {
      setSaving(false);
      void refresh();
    }
  }

  function clearError(field: CorrectableField) {
    setUnchanged(false);
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  return { errors, unchanged, saving, submit, clearError };
}
