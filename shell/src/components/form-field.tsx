import { Field, Input, type InputProps } from '@chakra-ui/react';

type FormFieldProps = InputProps & { label: string; error?: string };

/** Label, input and translated error message, wired for screen readers by Chakra's Field. */
export function FormField({ label, error, ...input }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Input size="lg" {...input} />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
