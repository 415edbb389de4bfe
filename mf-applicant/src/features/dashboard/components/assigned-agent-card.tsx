import { Badge, Button, DataList, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { AssignedAgent, Plan } from '@nomada/contracts';
import { useLanguage } from '@nomada/i18n';
import { LawyerChatLink } from '../../lawyer-chat/lawyer-chat-link';
import { formatDate } from '../lib/format-date';
import { DashboardCard } from './dashboard-card';

type AssignedAgentCardProps = { agent: AssignedAgent | null; plan: Plan | null };

/**
 * docs/product/overview.md and docs/product/permissions.md: premium applicants see their agent's email and assignment date; basic
 * applicants see only that an agent is assigned, with the way to premium.
 */
export function AssignedAgentCard({ agent, plan }: AssignedAgentCardProps) {
  const { t } = useTranslation('applicant');
  const { language } = useLanguage();
  const premium = plan === 'premium';
  return (
    <DashboardCard id="assigned-agent" title={t('agent.title')} testId="agent-card">
      {!agent ? (
        <Text color="fg.muted">{t('agent.none')}</Text>
      ) : premium ? (
        <Stack gap="4">
          <Badge alignSelf="flex-start" colorPalette="purple" variant="solid">
            {t('agent.premiumBadge')}
          </Badge>
          <DataList.Root orientation="vertical" gap="3">
            <DataList.Item>
              <DataList.ItemLabel>{t('agent.name')}</DataList.ItemLabel>
              <DataList.ItemValue fontWeight="medium">
                {`${agent.first_name} ${agent.last_name}`.trim()}
              </DataList.ItemValue>
            </DataList.Item>
            {agent.email && (
              <DataList.Item>
                <DataList.ItemLabel>{t('agent.email')}</DataList.ItemLabel>
                <DataList.ItemValue wordBreak="break-word">
                  <Link href={`mailto:${agent.email}`} color="brand.700">
                    {agent.email}
                  </Link>
                </DataList.ItemValue>
              </DataList.Item>
            )}
            {agent.assigned_at && (
              <DataList.Item>
                <DataList.ItemLabel>{t('agent.assignedOn')}</DataList.ItemLabel>
                <DataList.ItemValue>{formatDate(agent.assigned_at, language)}</DataList.ItemValue>
              </DataList.Item>
            )}
          </DataList.Root>
          <LawyerChatLink />
        </Stack>
      ) : (
        <Stack gap="4">
          <Text fontWeight="medium">{t('agent.assigned')}</Text>
          <Stack gap="2" bg="purple.subtle" borderRadius="md" p="4">
            <Text fontWeight="semibold" color="purple.fg">
              {t('agent.upgradeTitle')}
            </Text>
            <Text fontSize="sm">{t('agent.upgradeText')}</Text>
            <Button asChild size="sm" colorPalette="purple" alignSelf="flex-start">
              <RouterLink to="/pricing">{t('agent.upgradeAction')}</RouterLink>
            </Button>
          </Stack>
        </Stack>
      )}
    </DashboardCard>
  );
}
