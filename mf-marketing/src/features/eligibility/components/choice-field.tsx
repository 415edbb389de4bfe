import { Fieldset, RadioGroup, Stack } from '@chakra-ui/react';

type ChoiceFieldProps = {
  name: string;
  legend: string;
  options: Array<{ value: string; label: string }>;
  value: string;
  onChange: (value: string) => void;
};

/** A question with two or three short answers, laid out in a row. */
export function ChoiceField({ name, legend, options, value, onChange }: ChoiceFieldProps) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="medium" fontSize="sm" mb="2">
        {legend}
      </Fieldset.Legend>
      <RadioGroup.Root
        name={name}
        value={value}
        onValueChange={(details) => {
          if (details.value) onChange(details.value);
        }}
        colorPalette="brand"
        size="sm"
      >
        <Stack direction="row" gap="5" wrap="wrap">
          {options.map((option) => (
            <RadioGroup.Item key={option.value} value={option.value}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
    </Fieldset.Root>
  );
}
