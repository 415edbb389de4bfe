import { useState, type FormEvent } from 'react';
import { Button, Field, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  LEGALISATIONS,
  REQUIREMENT_STATUSES,
  TRANSLATIONS,
  statusFits,
  type CaseRequiredDocument,
} from '@nomada/contracts';
import { toast } from '@nomada/state';
import { errorMessage, readFormValues } from '@nomada/ui';
import { runAgentAction } from '../../api/run-agent-action';

const FIELDS = [
  'legalisation',
  'legalisation_status',
  'translation',
  'translation_status',
] as const;

/**
 * Issue 28: what one paper of the case needs besides itself (apostille, sworn translation) and how
 * far each is. Everyone sees it; the assigned agent changes it.
 */
export function PaperRequirementsForm({
  item,
  userId,
  editable,
  refresh,
}: {
  item: CaseRequiredDocument;
  userId: string;
  editable: boolean;
  refresh: () => Promise<unknown>;
}) {
  const { t } = useTranslation('agent');
  const [saving, setSaving] = useState(false);
  const summary = [
    t(`requirements.legalisation.${item.legalisation}`) +
      (item.legalisation === 'none'
        ? ''
        : ` · ${t(`requirements.status.${item.legalisation_status}`)}`),
    t(`requirements.translation.${item.translation}`) +
      (item.translation === 'none'
        ? ''
        : ` · ${t(`requirements.status.${item.translation_status}`)}`),
  ].join(' — ');

  if (!editable)
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="paper-requirements">
        {summary}
      </Text>
    );

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = readFormValues(event.currentTarget, FIELDS);
    // "none" is never pending: the status follows the choice.
    const fit = (requirement: string, status: string) =>
      statusFits(requirement, status as 'required')
        ? status
        : requirement === 'none'
          ? 'not_needed'
          : 'required';
    setSaving(true);
    try {
      await runAgentAction({
        action: 'setItemRequirements',
        payload: {
          userId,
          requiredDocumentId: item.id,
          legalisation: values.legalisation as 'apostille',
          legalisation_status: fit(values.legalisation, values.legalisation_status) as 'required',
          translation: values.translation as 'sworn',
          translation_status: fit(values.translation, values.translation_status) as 'required',
        },
      });
      toast({ title: t('requirements.saved'), variant: 'success' });
    } catch (error) {
      toast({
        title: errorMessage(error, { fallback: t('requirements.failed') }),
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
      void refresh();
    }
  }

  const select = (name: (typeof FIELDS)[number], options: readonly string[], labels: string) => (
    <Field.Root>
      <Field.Label fontSize="xs">{t(`requirements.fields.${name}`)}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field name={name} defaultValue={item[name]}>
          {options.map((option) => (
            <option key={option} value={option}>
              {t(`${labels}.${option}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );

  return (
    <form
      onSubmit={(event) => void save(event)}
      aria-label={t('requirements.formOf', { name: item.name })}
      data-testid="paper-requirements"
    >
      <Stack gap="2">
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="2" maxW="3xl">
          {select('legalisation', LEGALISATIONS, 'requirements.legalisation')}
          {select('legalisation_status', REQUIREMENT_STATUSES, 'requirements.status')}
          {select('translation', TRANSLATIONS, 'requirements.translation')}
          {select('translation_status', REQUIREMENT_STATUSES, 'requirements.status')}
        </SimpleGrid>
        <Button type="submit" size="xs" variant="outline" alignSelf="flex-start" loading={saving}>
          {t('requirements.save')}
        </Button>
      </Stack>
    </form>
  );
}
