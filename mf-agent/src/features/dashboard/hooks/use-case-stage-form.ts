import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  setCaseStagePayloadSchema,
  validate,
  type CaseStage,
  type ErrorCode,
  type SetCaseStagePayload,
} from '@nomada/contracts';
import { toast } from '@nomada/state';
import { runAgentAction } from '../api/run-agent-action';
import { actionFieldErrors, toastActionFailure } from '../lib/action-refusal';

export type CaseStageField =
  'authority' | 'reference' | 'date' | 'note' | 'outcome' | 'notified_on' | 'items' | 'valid_until';
type CaseStageValues = Record<CaseStageField, string>;
type CaseStageErrors = Partial<Record<CaseStageField, ErrorCode>>;

/** The fields each move of the HTTP contract's table carries, in the order the form asks for them. */
export const CASE_STAGE_FIELDS: Partial<Record<CaseStage, readonly CaseStageField[]>> = {
  submitted: ['authority', 'reference', 'date'],
  more_documents_requested: ['note', 'notified_on', 'items'],
  resolved: ['outcome', 'date', 'valid_until', 'note'],
  appeal_filed: ['date', 'reference', 'note'],
};

/** Fields a move may leave blank (decision 081: a request's date and papers, a permit's end). */
export const OPTIONAL_CASE_FIELDS: readonly CaseStageField[] = [
  'notified_on',
  'items',
  'valid_until',
];

/** Of an appeal only its day is needed; its reference and note are the agent's to add. */
export const OPTIONAL_APPEAL_FIELDS: readonly CaseStageField[] = ['reference', 'note'];

const EMPTY: CaseStageValues = {
  authority: '',
  reference: '',
  date: '',
  note: '',
  outcome: '',
  notified_on: '',
  items: '',
  valid_until: '',
};

/** The requested papers are written one per line; each line is one item of the request. */
const itemsOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((name) => ({ name }));

/** A blank field is left out, so the contract's schema names it as missing, as the server would. */
function payloadOf(userId: string, stage: CaseStage, values: CaseStageValues) {
  const filled = (CASE_STAGE_FIELDS[stage] ?? []).filter((field) => values[field].trim() !== '');
  return {
    userId,
    stage,
    ...Object.fromEntries(
      filled.map((field) => [field, field === 'items' ? itemsOf(values[field]) : values[field]]),
    ),
  };
}

/**
 * One move of a case (agent-actions `setCaseStage`): checked with the contract's schema before it
 * is sent, the server's refusal shown on its fields, and the case reloaded after either answer.
 */
export function useCaseStageForm(
  userId: string,
  stage: CaseStage,
  refresh: () => Promise<unknown>,
) {
  const { t } = useTranslation('agent');
  const [values, setValues] = useState<CaseStageValues>(EMPTY);
  const [errors, setErrors] = useState<CaseStageErrors>({});
  const [saving, setSaving] = useState(false);

  function setField(field: CaseStageField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validate(setCaseStagePayloadSchema, payloadOf(userId, stage, values));
    if (!checked.ok) {
      setErrors(
        Object.fromEntries(
          Object.entries(checked.fields).map(([path, code]) => [path.split('.')[0], code]),
        ) as CaseStageErrors,
      );
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await runAgentAction({
        action: 'setCaseStage',
        payload: checked.data as SetCaseStagePayload,
      });
      toast({ title: t('actions.setCaseStage.success'), variant: 'success' });
      setValues(EMPTY);
    } catch (error) {
      setErrors(actionFieldErrors(error));
      toastActionFailure(t('actions.setCaseStage.failure'), error);
    } finally {
      setSaving(false);
      // After a refusal too: a 409 means this page showed a stage the case has already left.
      void refresh();
    }
  }

  return { values, errors, saving, setField, submit };
}
