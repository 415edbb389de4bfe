import { Field, Input, NativeSelect, type InputProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@nomada/contracts';

type Common = {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: ErrorCode;
  hint?: string;
  required?: boolean;
};

type SettingsFieldProps = Common &
  (
    | { kind?: 'input'; inputProps?: Omit<InputProps, 'value' | 'onChange' | 'name'> }
    | {
        kind: 'select';
        options: ReadonlyArray<{ value: string; label: string }>;
        placeholder: string;
      }
  );

/** A labelled field of a settings form; its rule's message shows under it in the reader's language. */
export function SettingsField(props: SettingsFieldProps) {
  const { t } = useTranslation('validation');
  const { name, label, value, onChange, error, hint, required } = props;
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {props.kind === 'select' ? (
        <NativeSelect.Root>
          <NativeSelect.Field
            name={name}
            value={value}
            onChange={(event) => onChange(event.target.value)}
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
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...props.inputProps}
        />
      )}
      {error ? (
        <Field.ErrorText>{t(error)}</Field.ErrorText>
      ) : (
        hint && <Field.HelperText>{hint}</Field.HelperText>
      )}
    </Field.Root>
  );
}
