import { Field, Input, Textarea } from '@chakra-ui/react';

type ContactFieldProps = {
  name: string;
  label: string;
  maxLength: number;
  type?: 'text' | 'email';
  autoComplete?: string;
  placeholder?: string;
  multiline?: boolean;
  error?: string;
  required?: boolean;
};

/**
 * Label, input (or text area) and translated error, wired for screen readers by Chakra's Field. The
 * input is uncontrolled: the form reads it when sent, so text typed before hydration is kept.
 */
export function ContactField({
  name,
  label,
  multiline = false,
  error,
  required = true,
  ...input
}: ContactFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {multiline ? (
        <Textarea name={name} maxLength={input.maxLength} rows={6} size="lg" bg="bg" />
      ) : (
        <Input name={name} size="lg" bg="bg" {...input} />
      )}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
