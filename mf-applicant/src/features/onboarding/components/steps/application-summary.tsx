import { Card, DataList, Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { INCOME_THRESHOLD_2026, formatAmount, requiredIncomeOf } from '@nomada/contracts';
import { useLanguage } from '@nomada/i18n';
import type { SignupDraft } from '../../lib/signup-draft';

/** What will be sent, for a last look before the consents. */
export function ApplicationSummary({ draft }: { draft: SignupDraft }) {
  const { t } = useTranslation('applicant');
  const { language } = useLanguage();
  const alone = requiredIncomeOf(0);
  const rows = [
    { key: 'plan', value: t(`plans.${draft.plan}`) },
    { key: 'name', value: `${draft.first_name.trim()} ${draft.last_name.trim()}` },
    { key: 'email', value: draft.email.trim() },
    {
      key: 'accountType',
      value: draft.account_type ? t(`onboarding.accountTypes.${draft.account_type}.title`) : '',
    },
    {
      key: 'income',
      value: t('onboarding.summary.incomeValue', {
        annual: formatAmount(alone.annual, language),
        monthly: formatAmount(alone.monthly, language),
        first: formatAmount(INCOME_THRESHOLD_2026.firstFamilyMemberAnnual, language),
        further: formatAmount(INCOME_THRESHOLD_2026.furtherFamilyMemberAnnual, language),
        year: alone.year,
      }),
    },
  ];
  return (
    <Card.Root variant="subtle" size="sm">
      <Card.Header>
        <Heading as="h3" size="sm">
          {t('onboarding.summary.title')}
        </Heading>
      </Card.Header>
      <Card.Body>
        <DataList.Root
          orientation="vertical"
          display="grid"
          gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }}
          gap="4"
        >
          {rows.map((row) => (
            <DataList.Item key={row.key}>
              <DataList.ItemLabel>
                {t(`onboarding.summary.${row.key}`, { year: alone.year })}
              </DataList.ItemLabel>
              <DataList.ItemValue fontWeight="medium" wordBreak="break-word">
                {row.value}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}
