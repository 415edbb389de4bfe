import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Box, Button, Field, Grid, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  assessEligibility,
  ELIGIBILITY_PAGE_PATH,
  formatAmount,
  INCOME_THRESHOLD_2026,
  MAX_FAMILY_MEMBERS,
  MAX_INCOME_LENGTH,
  type EligibilityOutcome,
  type IncomePeriod,
  type Plan,
} from '@nomada/contracts';
import { StaticIsland } from '@nomada/ui';
import { formatLongDate } from '../../../lib/format-long-date';
import { ChoiceField } from './choice-field';
import { EligibilityResult } from './eligibility-result';

type EligibilityCheckProps = { onChoosePlan: (plan: Plan) => void };

export function EligibilityCheck({ onChoosePlan }: EligibilityCheckProps) {
  const { t, i18n } = useTranslation('marketing-pages');
  const [euCitizen, setEuCitizen] = useState('no');
  const [income, setIncome] = useState('');
  const [period, setPeriod] = useState<IncomePeriod>('monthly');
  const [family, setFamily] = useState('0');
  const [inSpain, setInSpain] = useState('no');
  const [errors, setErrors] = useState<{ income?: string; family?: string }>({});
  const [outcome, setOutcome] = useState<EligibilityOutcome | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const isEu = euCitizen === 'yes';

  // A person may answer the served form before its script arrives: once alive, it starts from
  // what the page shows, not from empty answers (issue 30).
  useEffect(() => {
    if (!formRef.current) return;
    const shown = new FormData(formRef.current);
    const answer = (name: string) => {
      const value = shown.get(name);
      return typeof value === 'string' ? value : null;
    };
    const typed = {
      euCitizen: answer('eu-citizen'),
      income: answer('income'),
      period: answer('income-period'),
      family: answer('family-members'),
      inSpain: answer('in-spain'),
    };
    if (typed.euCitizen) setEuCitizen(typed.euCitizen);
    if (typed.income) setIncome(typed.income);
    if (typed.period === 'yearly') setPeriod('yearly');
    if (typed.family) setFamily(typed.family);
    if (typed.inSpain) setInSpain(typed.inSpain);
  }, []);

  // Before the scripts run, the form goes to the server's page (same check, same answer).
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const assessed = assessEligibility({
      'eu-citizen': euCitizen,
      income,
      'income-period': period,
      'family-members': family,
      'in-spain': inSpain,
    });
    if ('errors' in assessed) {
      const { errors: reasons } = assessed;
      setErrors({
        income: reasons.income && t(`eligibility.${reasons.income}`),
        family: reasons.familyMembers && t(`eligibility.${reasons.familyMembers}`),
      });
      return setOutcome(null);
    }
    setErrors({});
    setOutcome(assessed);
  };

  return (
    <Box
      as="section"
      aria-labelledby="eligibility-title"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="2xl"
      boxShadow="sm"
      p={{ base: '5', md: '8' }}
    >
      <Stack gap="2" mb="6">
        <Heading as="h2" id="eligibility-title" size={{ base: 'xl', md: '2xl' }}>
          {t('eligibility.title')}
        </Heading>
        <Text color="fg.muted">{t('eligibility.intro')}</Text>
      </Stack>
      <Grid
        templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }}
        gap={{ base: '6', lg: '10' }}
        alignItems="start"
      >
        <form
          ref={formRef}
          action={ELIGIBILITY_PAGE_PATH}
          method="get"
          onSubmit={submit}
          noValidate
        >
          <input type="hidden" name="lang" value={i18n.language} />
          <Stack gap="5">
            <ChoiceField
              name="eu-citizen"
              legend={t('eligibility.nationality.legend')}
              options={[
                { value: 'yes', label: t('eligibility.nationality.eu') },
                { value: 'no', label: t('eligibility.nationality.nonEu') },
              ]}
              value={euCitizen}
              onChange={(value) => {
                setEuCitizen(value);
                setOutcome(null);
              }}
            />
            {!isEu && (
              <>
                <Stack gap="4">
                  <Field.Root invalid={Boolean(errors.income)}>
                    <Field.Label>{t('eligibility.income.label')}</Field.Label>
                    <Input
                      name="income"
                      maxLength={MAX_INCOME_LENGTH}
                      inputMode="decimal"
                      maxW={{ sm: 'xs' }}
                      autoComplete="off"
                      value={income}
                      onChange={(event) => setIncome(event.target.value)}
                    />
                    <Field.HelperText>{t('eligibility.income.help')}</Field.HelperText>
                    <Field.ErrorText>{errors.income}</Field.ErrorText>
                  </Field.Root>
                  <ChoiceField
                    name="income-period"
                    legend={t('eligibility.period.legend')}
                    options={[
                      { value: 'monthly', label: t('eligibility.period.monthly') },
                      { value: 'yearly', label: t('eligibility.period.yearly') },
                    ]}
                    value={period}
                    onChange={(value) => setPeriod(value === 'yearly' ? 'yearly' : 'monthly')}
                  />
                </Stack>
                <Field.Root invalid={Boolean(errors.family)}>
                  <Field.Label>{t('eligibility.familyMembers.label')}</Field.Label>
                  <Input
                    name="family-members"
                    type="number"
                    min={0}
                    max={MAX_FAMILY_MEMBERS}
                    step={1}
                    maxW="32"
                    value={family}
                    onChange={(event) => setFamily(event.target.value)}
                  />
                  <Field.HelperText>{t('eligibility.familyMembers.help')}</Field.HelperText>
                  <Field.ErrorText>{errors.family}</Field.ErrorText>
                </Field.Root>
                <ChoiceField
                  name="in-spain"
                  legend={t('eligibility.inSpain.legend')}
                  options={[
                    { value: 'yes', label: t('eligibility.inSpain.yes') },
                    { value: 'no', label: t('eligibility.inSpain.no') },
                  ]}
                  value={inSpain}
                  onChange={setInSpain}
                />
              </>
            )}
            <Button
              type="submit"
              colorPalette="brand"
              alignSelf={{ base: 'stretch', sm: 'flex-start' }}
            >
              {t('eligibility.submit')}
            </Button>
          </Stack>
        </form>
        <Stack gap="4" aria-live="polite">
          {outcome && (
            <EligibilityResult
              result={outcome.result}
              familyMembers={outcome.familyMembers}
              onChoosePlan={onChoosePlan}
            />
          )}
          {/* Stays as served: its date and amounts would build the browser's date and currency
              formatters (locale data) in the middle of hydration (issue 30). */}
          <StaticIsland id="eligibility-source">
            <Text fontSize="xs" color="fg.muted">
              {t('eligibility.disclaimer')}{' '}
              <Link
                href={INCOME_THRESHOLD_2026.sourceUrl}
                color="fg.muted"
                textDecoration="underline"
                target="_blank"
                rel="noreferrer"
              >
                {t('eligibility.result.source', {
                  date: formatLongDate(INCOME_THRESHOLD_2026.asOf, i18n.language),
                  source: INCOME_THRESHOLD_2026.source,
                  smi: formatAmount(INCOME_THRESHOLD_2026.monthlyMinimumWage, i18n.language),
                  annual: formatAmount(INCOME_THRESHOLD_2026.annualMinimumWage, i18n.language),
                })}
              </Link>
            </Text>
          </StaticIsland>
        </Stack>
      </Grid>
    </Box>
  );
}
