import { Box, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatAmount, type AgentCase } from '@nomada/contracts';
import { useLanguage } from '@nomada/i18n';
import { formatDate } from '../../../../lib/format';

type CaseItem = AgentCase['requiredDocuments'][number];
type Member = AgentCase['family']['members'][number];

/** The checklist by person: the applicant's papers first, then each member's, in family order. */
export function checklistByPerson(
  applicantCase: AgentCase,
): { key: string; member: Member | null; items: CaseItem[] }[] {
  const items = applicantCase.requiredDocuments;
  return [
    { key: 'applicant', member: null, items: items.filter((item) => !item.member_id) },
    ...applicantCase.family.members.map((member) => ({
      key: member.id,
      member,
      items: items.filter((item) => item.member_id === member.id),
    })),
  ].filter((group) => group.items.length > 0);
}

/** Issue 28: who comes with the applicant and the income the law asks of the whole family. */
export function CaseFamily({ family }: { family: AgentCase['family'] }) {
  const { t } = useTranslation('agent');
  const { language } = useLanguage();
  if (family.members.length === 0) return null;
  return (
    <Box borderWidth="1px" borderRadius="lg" bg="bg.panel" px={{ base: '4', md: '5' }} py="3">
      <Stack gap="2" data-testid="case-family">
        <Text fontWeight="semibold">
          {t('family.income', {
            annual: formatAmount(family.required_income.annual, language),
            monthly: formatAmount(family.required_income.monthly, language),
            count: family.members.length,
          })}
        </Text>
        <Stack as="ul" listStyleType="none" gap="1">
          {family.members.map((member) => (
            <Text as="li" key={member.id} fontSize="sm" wordBreak="break-word">
              {member.first_name} {member.last_name} · {t(`family.relations.${member.relation}`)} ·{' '}
              {formatDate(member.date_of_birth, language)} · {member.nationality}
              {member.dependent ? ` · ${t('family.dependent')}` : ''}
            </Text>
          ))}
        </Stack>
      </Stack>
    </Box>
  );
}
