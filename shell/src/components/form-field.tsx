import { Field, Input, type InputProps } from '@chakra-ui/react';

type FormFieldProps = InputProps & { label: string; error?: string; helperText?: string };

/** Label, input, hint and translated error message, wired for screen readers by Chakra's Field. */
export function FormField({ label, error, helperText, ...input }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Input size="lg" {...input} />
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
