import {
  Button,
  Checkbox,
  Field,
  Heading,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  FAMILY_MEMBERS_LIMIT,
  FAMILY_RELATIONS,
  formatAmount,
  type Case,
  type DashboardData,
} from '@nomada/contracts';
import { useLanguage } from '@nomada/i18n';
import { loadFamilyCheck, useFamilyForm, type FamilyField } from '../hooks/use-family-form';
import { formatDate } from '../lib/format-date';
import { DashboardCard } from './dashboard-card';

type FamilyCardProps = {
  family: DashboardData['family'] | null;
  caseTimeline: Case | null;
  reload: () => Promise<unknown>;
};

/**
 * Issue 28: who comes with the applicant, the income the law asks of the whole family, and a form to
 * add someone. Members can be removed until the application is filed.
 */
export function FamilyCard({ family, caseTimeline, reload }: FamilyCardProps) {
  const { t } = useTranslation('applicant');
  const { language } = useLanguage();
  const { errors, saving, removing, submit, remove } = useFamilyForm(reload);
  if (!family) return null;
  const editable = !caseTimeline || ['documents', 'ready'].includes(caseTimeline.stage);
  const full = family.members.length >= FAMILY_MEMBERS_LIMIT;
  const income = family.required_income;

  const field = (name: FamilyField, label: string, control: React.ReactNode) => (
    <Field.Root invalid={Boolean(errors[name])} required={name !== 'dependent'}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {control}
      {errors[name] && <Field.ErrorText>{t(`validation:${errors[name]}`)}</Field.ErrorText>}
    </Field.Root>
  );

  return (
    <DashboardCard id="family-title" title={t('family.title')} testId="family">
      <Stack gap="5">
        <Stack gap="1" data-testid="family-income">
          <Text fontWeight="semibold">
            {t('family.income', {
              annual: formatAmount(income.annual, language),
              monthly: formatAmount(income.monthly, language),
            })}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {t('family.incomeBasis', { count: family.members.length, year: income.year })}
          </Text>
        </Stack>

        {family.members.length > 0 ? (
          <Stack as="ul" listStyleType="none" gap="2" aria-label={t('family.listLabel')}>
            {family.members.map((member) => (
              <Stack
                as="li"
                key={member.id}
                direction={{ base: 'column', sm: 'row' }}
                justify="space-between"
                gap="2"
                borderWidth="1px"
                borderRadius="md"
                px="3"
                py="2"
                data-testid="family-member"
              >
                <Stack gap="0">
                  <Text fontWeight="medium" wordBreak="break-word">
                    {member.first_name} {member.last_name}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t(`family.relations.${member.relation}`)} ·{' '}
                    {formatDate(`${member.date_of_birth}T12:00:00Z`, language)}
                    {member.dependent ? ` · ${t('family.dependent')}` : ''}
                  </Text>
                </Stack>
                {editable && (
                  <Button
                    size="sm"
                    variant="outline"
                    alignSelf={{ base: 'stretch', sm: 'center' }}
                    loading={removing === member.id}
                    onClick={() => void remove(member.id)}
                    aria-label={t('family.removeOf', { name: member.first_name })}
                  >
                    {t('family.remove')}
                  </Button>
                )}
              </Stack>
            ))}
          </Stack>
        ) : (
          <Text color="fg.muted">{t('family.none')}</Text>
        )}

        {editable && !full && (
          <form
            noValidate
            onSubmit={(event) => void submit(event)}
            onFocus={() => void loadFamilyCheck().catch(() => undefined)}
            aria-labelledby="family-add-title"
          >
            <Stack gap="3">
              <Heading as="h3" size="sm" id="family-add-title">
                {t('family.addTitle')}
              </Heading>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                {field(
                  'relation',
                  t('family.fields.relation'),
                  <NativeSelect.Root>
                    <NativeSelect.Field name="relation" defaultValue="">
                      <option value="">{t('family.choose')}</option>
                      {FAMILY_RELATIONS.map((relation) => (
                        <option key={relation} value={relation}>
                          {t(`family.relations.${relation}`)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>,
                )}
                {field(
                  'first_name',
                  t('family.fields.first_name'),
                  <Input name="first_name" maxLength={50} autoComplete="off" />,
                )}
                {field(
                  'last_name',
                  t('family.fields.last_name'),
                  <Input name="last_name" maxLength={50} autoComplete="off" />,
                )}
                {field(
                  'date_of_birth',
                  t('family.fields.date_of_birth'),
                  <Input name="date_of_birth" type="date" />,
                )}
                {field(
                  'nationality',
                  t('family.fields.nationality'),
                  <Input name="nationality" maxLength={100} />,
                )}
              </SimpleGrid>
              <Field.Root invalid={Boolean(errors.dependent)}>
                <Checkbox.Root name="dependent" value="yes">
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{t('family.fields.dependent')}</Checkbox.Label>
                </Checkbox.Root>
                {errors.dependent && (
                  <Field.ErrorText>{t(`validation:${errors.dependent}`)}</Field.ErrorText>
                )}
              </Field.Root>
              <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={saving}>
                {t('family.add')}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </DashboardCard>
  );
}
