import type { ChangeEvent } from 'react';
import { Field, Input, Textarea } from '@chakra-ui/react';

type ContactFieldProps = {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  type?: 'text' | 'email';
  autoComplete?: string;
  placeholder?: string;
  multiline?: boolean;
  error?: string;
  required?: boolean;
};

/** Label, input (or text area) and translated error, wired for screen readers by Chakra's Field. */
export function ContactField({
  name,
  label,
  value,
  onChange,
  multiline = false,
  error,
  required = true,
  ...input
}: ContactFieldProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    onChange(event.target.value);
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {multiline ? (
        <Textarea
          name={name}
          value={value}
          onChange={handleChange}
          maxLength={input.maxLength}
          rows={6}
          size="lg"
          bg="bg"
        />
      ) : (
        <Input name={name} value={value} onChange={handleChange} size="lg" bg="bg" {...input} />
      )}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
