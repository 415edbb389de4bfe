import { chakra, Fieldset, Stack } from '@chakra-ui/react';

type ChoiceFieldProps = {
  name: string;
  legend: string;
  options: Array<{ value: string; label: string }>;
  value: string;
  onChange: (value: string) => void;
};

/** A question with two or three short answers, laid out in a row (native radio buttons). */
export function ChoiceField({ name, legend, options, value, onChange }: ChoiceFieldProps) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="medium" fontSize="sm" mb="2">
        {legend}
      </Fieldset.Legend>
      <Stack direction="row" gap="5" wrap="wrap" role="radiogroup" aria-label={legend}>
        {options.map((option) => (
          <chakra.label
            key={option.value}
            display="inline-flex"
            alignItems="center"
            gap="2"
            fontSize="sm"
            cursor="pointer"
          >
            <chakra.input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              boxSize="4"
              m="0"
              cursor="pointer"
              accentColor="brand.700"
              _focusVisible={{
                outline: '2px solid',
                outlineColor: 'brand.focusRing',
                outlineOffset: '2px',
              }}
            />
            {option.label}
          </chakra.label>
        ))}
      </Stack>
    </Fieldset.Root>
  );
}
