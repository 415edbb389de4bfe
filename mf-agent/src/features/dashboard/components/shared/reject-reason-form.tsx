import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Field, Stack, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  agentActionSchema,
  isErrorCode,
  type AgentAction,
  type ErrorCode,
} from '@nomada/contracts';
import { rejectButtonStyle } from '../../../../components/decision-button-styles';

type RejectReasonFormProps = {
  /** Label of the text box ('Why is this document rejected?'). */
  label: string;
  helper: string;
  submitLabel: string;
  busy: boolean;
  /** The rejection this reason belongs to; it is checked with the contract's own schema. */
  actionFor: (reason: string) => AgentAction;
  onSubmit: (action: AgentAction) => void;
  onCancel: () => void;
};

/** docs/product/validation.md: rejecting needs a reason that is not blank; the server checks it again. */
export function RejectReasonForm({
  label,
  helper,
  submitLabel,
  busy,
  actionFor,
  onSubmit,
  onCancel,
}: RejectReasonFormProps) {
  const { t } = useTranslation('agent');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<ErrorCode>();
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => box.current?.focus(), []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = agentActionSchema.safeParse(actionFor(reason));
    if (!checked.success) {
      // The reason's own code ('rejection_reason_required', 'text_too_long'), as the server answers it.
      const message = checked.error.issues[0]?.message;
      setError(isErrorCode(message) ? message : 'invalid_request');
      box.current?.focus();
      return;
    }
    onSubmit(checked.data);
  }

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="3">
        <Field.Root invalid={Boolean(error)} required>
          <Field.Label>
            {label}
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            ref={box}
            name="reason"
            rows={3}
            maxLength={2000}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
          />
          {error ? (
            <Field.ErrorText>{t(`validation:${error}`)}</Field.ErrorText>
          ) : (
            <Field.HelperText>{helper}</Field.HelperText>
          )}
        </Field.Root>
        <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3" justify="flex-end">
          <Button type="button" variant="ghost" onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" {...rejectButtonStyle} loading={busy}>
            {submitLabel}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
