import { useRef, useState } from 'react';
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AgentUser } from '@nomada/contracts';
import { useLanguage } from '@nomada/i18n';
import { formatDateTime } from '../../../../lib/format';
import { UsersIcon } from '../../../../components/icons';
import type { AgentDashboardModel } from '../../hooks/use-agent-dashboard';
import { ListRow, rowNameId } from '../list/list-row';
import { DashboardListSection } from '../list/dashboard-list-section';
import { PlanBadge } from '../shared/plan-badge';
import type { AssignedUserPanel } from './assigned-user-panel';
import { PlanUpgradeRequests } from './plan-upgrade-requests';
import { ApplicantLink } from '../../../../components/applicant-link';

type AssignmentsTabProps = {
  dashboard: AgentDashboardModel;
  assignedUserPanel?: AssignedUserPanel;
};

const fullName = (user: AgentUser) => `${user.first_name} ${user.last_name}`.trim() || user.email;

/**
 * Requests for premium to approve, approved applicants nobody looks after (assign to me) and the
 * agent's own (unassign).
 */
export function AssignmentsTab({ dashboard, assignedUserPanel }: AssignmentsTabProps) {
  const { t } = useTranslation('agent');
  const { language } = useLanguage();
  const { data, actions } = dashboard;
  const [openPanel, setOpenPanel] = useState<string>();
  const unassignedHeading = useRef<HTMLHeadingElement>(null);
  const assignedHeading = useRef<HTMLHeadingElement>(null);

  async function assign(user: AgentUser) {
    const done = await actions.run({ action: 'assignUser', payload: { userId: user.user_id } });
    // The row leaves this list; keep the keyboard user's place.
    if (done) unassignedHeading.current?.focus();
  }

  async function unassign(user: AgentUser) {
    const done = await actions.run({ action: 'unassignUser', payload: { userId: user.user_id } });
    if (done) {
      if (openPanel === user.user_id) setOpenPanel(undefined);
      assignedHeading.current?.focus();
    }
  }

  return (
    <Stack gap={{ base: '8', md: '10' }}>
      <PlanUpgradeRequests actions={actions} />
      <DashboardListSection
        list="unassignedUsers"
        dashboard={dashboard}
        id="unassigned-users"
        title={t('assignments.unassignedTitle')}
        headingRef={unassignedHeading}
        empty={{
          icon: <UsersIcon boxSize="6" />,
          title: t('assignments.unassignedEmptyTitle'),
          description: t('assignments.unassignedEmptyText'),
        }}
      >
        {data?.unassignedUsers.map((user) => (
          <ListRow
            key={user.user_id}
            id={`unassigned-${user.user_id}`}
            testId="unassigned-user"
            title={<ApplicantLink userId={user.user_id}>{fullName(user)}</ApplicantLink>}
            subtitle={user.email}
            meta={<PlanBadge plan={user.plan} />}
            actions={
              <Button
                size="sm"
                colorPalette="brand"
                loading={actions.isPending('assignUser', user.user_id)}
                onClick={() => void assign(user)}
                aria-describedby={rowNameId(`unassigned-${user.user_id}`)}
              >
                {t('assignments.assign')}
              </Button>
            }
          />
        ))}
      </DashboardListSection>

      <DashboardListSection
        list="assignedUsers"
        dashboard={dashboard}
        id="assigned-users"
        title={t('assignments.assignedTitle')}
        headingRef={assignedHeading}
        empty={{
          icon: <UsersIcon boxSize="6" />,
          title: t('assignments.assignedEmptyTitle'),
          description: t('assignments.assignedEmptyText'),
        }}
      >
        {data?.assignedUsers.map((user) => {
          const hasPanel = assignedUserPanel && (assignedUserPanel.isAvailableFor?.(user) ?? true);
          const panelOpen = hasPanel && openPanel === user.user_id;
          const panelId = `assigned-user-panel-${user.user_id}`;
          return (
            <ListRow
              key={user.user_id}
              id={`assigned-${user.user_id}`}
              testId="assigned-user"
              title={<ApplicantLink userId={user.user_id}>{fullName(user)}</ApplicantLink>}
              subtitle={user.email}
              meta={
                <>
                  <PlanBadge plan={user.plan} />
                  {hasPanel && assignedUserPanel.badge?.(user)}
                  {user.assigned_at && (
                    <Text as="span" color="fg.muted">
                      {t('assignments.assignedAt', {
                        date: formatDateTime(user.assigned_at, language),
                      })}
                    </Text>
                  )}
                </>
              }
              actions={
                <>
                  {hasPanel && (
                    <Button
                      size="sm"
                      variant="outline"
                      aria-expanded={panelOpen}
                      aria-controls={panelId}
                      aria-describedby={rowNameId(`assigned-${user.user_id}`)}
                      onClick={() => setOpenPanel(panelOpen ? undefined : user.user_id)}
                      onPointerEnter={assignedUserPanel.preload}
                      onFocus={assignedUserPanel.preload}
                    >
                      {panelOpen ? t('assignments.hidePanel') : t('assignments.showPanel')}
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="red"
                    loading={actions.isPending('unassignUser', user.user_id)}
                    onClick={() => void unassign(user)}
                    aria-describedby={rowNameId(`assigned-${user.user_id}`)}
                  >
                    {t('assignments.unassign')}
                  </Button>
                </>
              }
            >
              {panelOpen && (
                <Box id={panelId} mt="4" pt="4" borderTopWidth="1px">
                  {assignedUserPanel.render(user)}
                </Box>
              )}
            </ListRow>
          );
        })}
      </DashboardListSection>
    </Stack>
  );
}
