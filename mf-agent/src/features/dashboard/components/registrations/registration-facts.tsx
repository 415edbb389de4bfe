import type { ReactNode } from 'react';
import { Badge, DataList, List, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { isCurrentStatus, type RegistrationRecord } from '@nomada/contracts';
import { useLanguage } from '@nomada/i18n';
import { formatDate, formatDateTime } from '../../../../lib/format';
import { PlanBadge } from '../shared/plan-badge';
import { StatusBadge } from '../shared/status-badge';

/** Every signup field of docs/product/data.md, the email confirmation, and the decision when there is one. */
export function RegistrationFacts({ registration: r }: { registration: RegistrationRecord }) {
  const { t } = useTranslation('agent');
  const { language } = useLanguage();
  const notGiven = (
    <Text as="span" color="fg.muted" fontStyle="italic">
      {t('registration.notProvided')}
    </Text>
  );
  const text = (value: string | null) => (value?.trim() ? value : notGiven);
  const date = (value: string | null) => (value ? formatDate(value, language) : notGiven);
  // The wizard stores a key; agents read it in their own language (older free text as written).
  const situation = (value: string) =>
    isCurrentStatus(value) ? t(`registration.situations.${value}`) : text(value);
  const time = (value: string) => <time dateTime={value}>{formatDateTime(value, language)}</time>;

  const facts: Array<[key: string, value: ReactNode]> = [
    ['status', <StatusBadge kind="registration" status={r.status} />],
    ['email', r.email],
    [
      'emailConfirmation',
      <Badge colorPalette={r.email_confirmed ? 'green' : 'orange'} variant="subtle">
        {r.email_confirmed ? t('registration.emailConfirmed') : t('registration.emailNotConfirmed')}
      </Badge>,
    ],
    ['firstName', r.first_name],
    ['lastName', r.last_name],
    ['plan', <PlanBadge plan={r.plan} />],
    ['accountType', t(`registration.accountTypes.${r.account_type}`)],
    ['phone', text(r.phone)],
    ['address', text(r.address)],
    ['nationality', text(r.nationality)],
    ['dateOfBirth', date(r.date_of_birth)],
    ['currentStatus', situation(r.current_status)],
    ['companyName', text(r.company_name)],
    ['jobTitle', text(r.job_title)],
    ['workLocation', text(r.work_location)],
    ['expectedStartDate', date(r.expected_start_date)],
    ['additionalInfo', text(r.additional_info)],
    [
      'documents',
      r.documents.length ? (
        <List.Root ps="4">
          {r.documents.map((document) => (
            <List.Item key={document.id}>{document.name}</List.Item>
          ))}
        </List.Root>
      ) : (
        notGiven
      ),
    ],
    ['submittedAt', time(r.submitted_at)],
  ];
  if (r.decided_at) facts.push(['decidedAt', time(r.decided_at)]);
  if (r.decided_by) facts.push(['decidedBy', r.decided_by]);
  if (r.status === 'rejected') facts.push(['rejectionReason', text(r.rejection_reason)]);

  return (
    <DataList.Root orientation="horizontal" size="sm" gap="2.5" data-testid="registration-facts">
      {facts.map(([key, value]) => (
        <DataList.Item key={key} alignItems="flex-start">
          <DataList.ItemLabel minW={{ base: '32', md: '44' }}>
            {t(`registration.fields.${key}`)}
          </DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-word" minW="0" whiteSpace="pre-line">
            {value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
