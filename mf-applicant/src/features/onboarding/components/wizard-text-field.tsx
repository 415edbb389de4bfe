import { Field, Input, NativeSelect, Text, Textarea, type InputProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@nomada/contracts';
import type { WizardField } from '../lib/signup-draft';
import { fieldIds } from './field-message-ids';

type Common = {
  field: WizardField;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: ErrorCode;
  hint?: string;
  required?: boolean;
};

type WizardTextFieldProps = Common &
  (
    | { kind?: 'input'; inputProps?: Omit<InputProps, 'value' | 'onChange'> }
    | { kind: 'textarea'; maxLength?: number }
    | {
        kind: 'select';
        options: ReadonlyArray<{ value: string; label: string }>;
        placeholder: string;
      }
  );

/**
 * A labelled input with its hint and message beside it. The message is tied to the input with
 * `aria-describedby` (and `aria-invalid`), so a screen reader reads it with the field.
 */
export function WizardTextField(props: WizardTextFieldProps) {
  const { t } = useTranslation('applicant');
  const { field, label, value, onChange, error, hint, required } = props;
  const ids = fieldIds(field, { hint: Boolean(hint), error: Boolean(error) });
  const described = {
    'aria-describedby': ids.describedBy,
    'aria-invalid': error ? true : undefined,
  };
  return (
    <Field.Root
      invalid={Boolean(error)}
      required={required}
      id={ids.control}
      ids={{ helperText: ids.hintId, errorText: ids.errorId }}
    >
      <Field.Label>
        {label}
        {required ? (
          <Field.RequiredIndicator />
        ) : (
          <Field.RequiredIndicator
            fallback={
              <Text as="span" color="fg.muted" fontWeight="normal">
                {t('onboarding.optional')}
              </Text>
            }
          />
        )}
      </Field.Label>
      {props.kind === 'textarea' ? (
        <Textarea
          name={field}
          rows={4}
          maxLength={props.maxLength}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...described}
        />
      ) : props.kind === 'select' ? (
        <NativeSelect.Root size="lg">
          <NativeSelect.Field
            name={field}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            {...described}
          >
            <option value="">{props.placeholder}</option>
            {props.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ) : (
        <Input
          size="lg"
          name={field}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...props.inputProps}
          {...described}
        />
      )}
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
      {error && <Field.ErrorText color="red.700">{t(`validation:${error}`)}</Field.ErrorText>}
    </Field.Root>
  );
}
