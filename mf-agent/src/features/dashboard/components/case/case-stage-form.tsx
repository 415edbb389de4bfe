import type { ReactNode } from 'react';
import {
  Box,
  Button,
  Field,
  Heading,
  Input,
  NativeSelect,
  Stack,
  Textarea,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CASE_AUTHORITIES, CASE_OUTCOMES, type CaseStage } from '@nomada/contracts';
import {
  CASE_STAGE_FIELDS,
  OPTIONAL_APPEAL_FIELDS,
  OPTIONAL_CASE_FIELDS,
  useCaseStageForm,
  type CaseStageField,
} from '../../hooks/use-case-stage-form';

type CaseStageFormProps = {
  userId: string;
  /** The stage this form moves the case to. */
  stage: CaseStage;
  refresh: () => Promise<unknown>;
};

/** Optional: the note of a decision, and the dates and papers that start legal clocks. */
const isRequired = (stage: CaseStage, field: CaseStageField) =>
  !(stage === 'resolved' && field === 'note') &&
  !OPTIONAL_CASE_FIELDS.includes(field) &&
  !(stage === 'appeal_filed' && OPTIONAL_APPEAL_FIELDS.includes(field));

/** One move the assigned agent may make from the case's stage, with the details it records. */
export function CaseStageForm({ userId, stage, refresh }: CaseStageFormProps) {
  const { t } = useTranslation('agent');
  const { values, errors, saving, setField, submit } = useCaseStageForm(userId, stage, refresh);
  const headingId = `case-move-${stage}`;

  function control(field: CaseStageField): ReactNode {
    const common = {
      name: field,
      value: values[field],
      onChange: (event: { target: { value: string } }) => setField(field, event.target.value),
    };
    if (field === 'authority' || field === 'outcome') {
      const options = field === 'authority' ? CASE_AUTHORITIES : CASE_OUTCOMES;
      const labels = field === 'authority' ? 'case.authorities' : 'case.outcomes';
      return (
        <NativeSelect.Root size="sm">
          <NativeSelect.Field {...common}>
            <option value="">{t('case.move.choose')}</option>
            {options.map((option) => (
              <option key={option} value={option}>
                {t(`${labels}.${option}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      );
    }
    if (field === 'note') return <Textarea rows={3} maxLength={2000} {...common} />;
    if (field === 'items') return <Textarea rows={4} maxLength={1600} {...common} />;
    if (field === 'date' || field === 'notified_on' || field === 'valid_until')
      return <Input size="sm" type="date" {...common} />;
    return <Input size="sm" maxLength={200} {...common} />;
  }

  return (
    <Box borderWidth="1px" borderRadius="lg" bg="bg.panel" px={{ base: '4', md: '5' }} py="4">
      <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={headingId}>
        <Stack gap="3">
          <Heading as="h3" size="sm" id={headingId}>
            {t(`case.move.titles.${stage}`)}
          </Heading>
          {(CASE_STAGE_FIELDS[stage] ?? []).map((field) => (
            <Field.Root
              key={field}
              invalid={Boolean(errors[field])}
              required={isRequired(stage, field)}
            >
              <Field.Label>
                {t(`case.move.fields.${field}`)}
                <Field.RequiredIndicator />
              </Field.Label>
              {control(field)}
              {field === 'items' && !errors[field] && (
                <Field.HelperText>{t('case.move.itemsHelp')}</Field.HelperText>
              )}
              {errors[field] && (
                <Field.ErrorText>{t(`validation:${errors[field]}`)}</Field.ErrorText>
              )}
            </Field.Root>
          ))}
          <Button
            type="submit"
            size="sm"
            colorPalette="brand"
            alignSelf="flex-start"
            loading={saving}
          >
            {t(`case.move.submit.${stage}`)}
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
