import { useRef, useState } from 'react';
import { Alert, Badge, Button, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PlanUpgradeRequest } from '@nomada/contracts';
import { useLanguage } from '@nomada/i18n';
import { UsersIcon } from '../../../../components/icons';
import { approveButtonStyle } from '../../../../components/decision-button-styles';
import { formatDateTime } from '../../../../lib/format';
import { usePlanUpgradeRequests } from '../../api/get-plan-upgrade-requests';
import type { AgentActions } from '../../hooks/use-agent-actions';
import { ListRow, rowNameId } from '../list/list-row';
import { SectionEmptyState } from '../section-empty-state';
import { AgentDialog } from '../shared/agent-dialog';
import { ApplicantLink } from '../../../../components/applicant-link';

const fullName = (request: PlanUpgradeRequest) =>
  `${request.first_name} ${request.last_name}`.trim() || request.email;

/**
 * Basic applicants who asked for premium. An agent approves once the difference is paid (outside
 * the platform), after a confirmation that says so; the list and the dashboard are read again.
 */
export function PlanUpgradeRequests({ actions }: { actions: AgentActions }) {
  const { t } = useTranslation('agent');
  const { language } = useLanguage();
  const { data, error, mutate } = usePlanUpgradeRequests();
  const [confirming, setConfirming] = useState<PlanUpgradeRequest>();
  const heading = useRef<HTMLHeadingElement>(null);

  async function approve(request: PlanUpgradeRequest) {
    const done = await actions.run({
      action: 'approvePlanUpgrade',
      payload: { userId: request.user_id },
    });
    setConfirming(undefined);
    await mutate();
    if (done) heading.current?.focus();
  }

  const more = data ? data.total - data.requests.length : 0;
  return (
    <Stack as="section" aria-labelledby="plan-upgrades-title" gap="4" data-testid="plan-upgrades">
      <Stack gap="1">
        <HStack gap="2">
          <Heading
            as="h2"
            size="md"
            id="plan-upgrades-title"
            ref={heading}
            tabIndex={-1}
            outline="none"
          >
            {t('upgrades.title')}
          </Heading>
          {data && (
            <Badge variant="subtle" colorPalette={data.total ? 'purple' : 'gray'}>
              {data.total}
            </Badge>
          )}
        </HStack>
        <Text color="fg.muted" fontSize="sm">
          {t('upgrades.description')}
        </Text>
      </Stack>
      {error && !data ? (
        <Alert.Root status="warning" variant="subtle">
          <Alert.Indicator />
          <Alert.Description>{t('upgrades.loadFailed')}</Alert.Description>
        </Alert.Root>
      ) : !data ? (
        <Skeleton height="16" borderRadius="lg" />
      ) : data.requests.length === 0 ? (
        <SectionEmptyState
          icon={<UsersIcon boxSize="6" />}
          title={t('upgrades.emptyTitle')}
          description={t('upgrades.emptyText')}
        />
      ) : (
        <Stack as="ul" gap="3" listStyleType="none">
          {data.requests.map((request) => (
            <ListRow
              key={request.user_id}
              id={`upgrade-${request.user_id}`}
              testId="plan-upgrade-request"
              title={<ApplicantLink userId={request.user_id}>{fullName(request)}</ApplicantLink>}
              subtitle={request.email}
              meta={
                <Text as="span" color="fg.muted">
                  {t('upgrades.requestedAt', {
                    date: formatDateTime(request.requested_at, language),
                  })}
                </Text>
              }
              actions={
                <Button
                  size="sm"
                  {...approveButtonStyle}
                  aria-describedby={rowNameId(`upgrade-${request.user_id}`)}
                  onClick={() => setConfirming(request)}
                >
                  {t('upgrades.approve')}
                </Button>
              }
            />
          ))}
        </Stack>
      )}
      {more > 0 && (
        <Text color="fg.muted" fontSize="sm">
          {t('upgrades.more', { count: more })}
        </Text>
      )}
      <AgentDialog
        open={Boolean(confirming)}
        onClose={() => setConfirming(undefined)}
        role="alertdialog"
        fallbackFocus={heading}
        title={confirming ? t('upgrades.confirmTitle', { name: fullName(confirming) }) : ''}
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirming(undefined)}>
              {t('upgrades.cancel')}
            </Button>
            <Button
              {...approveButtonStyle}
              loading={
                confirming ? actions.isPending('approvePlanUpgrade', confirming.user_id) : false
              }
              onClick={() => confirming && void approve(confirming)}
            >
              {t('upgrades.confirm')}
            </Button>
          </>
        }
      >
        <Text>{confirming ? t('upgrades.confirmText', { name: fullName(confirming) }) : ''}</Text>
      </AgentDialog>
    </Stack>
  );
}
