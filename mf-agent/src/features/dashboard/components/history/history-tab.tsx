import { useRef } from 'react';
import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@nomada/i18n';
import { HistoryIcon } from '../../../../components/icons';
import { formatDateTime } from '../../../../lib/format';
import type { AgentDashboardModel } from '../../hooks/use-agent-dashboard';
import { useSelection } from '../../hooks/use-selection';
import { ListRow, rowNameId } from '../list/list-row';
import { DashboardListSection } from '../list/dashboard-list-section';
import {
  preloadRegistrationDialog,
  RegistrationDialogSlot,
} from '../registrations/registration-dialog-slot';
import { registrationName } from '../registrations/registration-name';
import { StatusBadge } from '../shared/status-badge';
import { ApplicantLink } from '../../../../components/applicant-link';

/** Approved and rejected registrations, newest decision first, with the reason and who decided. */
export function HistoryTab({ dashboard }: { dashboard: AgentDashboardModel }) {
  const { t } = useTranslation('agent');
  const { language } = useLanguage();
  const { data, actions } = dashboard;
  const details = useSelection(data?.registrationHistory);
  const heading = useRef<HTMLHeadingElement>(null);

  return (
    <>
      <DashboardListSection
        list="registrationHistory"
        dashboard={dashboard}
        id="registration-history"
        title={t('history.title')}
        headingRef={heading}
        empty={{
          icon: <HistoryIcon boxSize="6" />,
          title: t('history.emptyTitle'),
          description: t('history.emptyText'),
        }}
      >
        {data?.registrationHistory.map((registration) => (
          <ListRow
            key={registration.id}
            id={`history-${registration.id}`}
            testId="history-registration"
            title={
              <ApplicantLink userId={registration.id}>
                {registrationName(registration)}
              </ApplicantLink>
            }
            subtitle={registration.email}
            meta={
              <>
                <StatusBadge kind="registration" status={registration.status} />
                {registration.decided_at && (
                  <Text as="span" color="fg.muted">
                    {registration.decided_by
                      ? t('history.decidedBy', {
                          agent: registration.decided_by,
                          date: formatDateTime(registration.decided_at, language),
                        })
                      : t('history.decidedAt', {
                          date: formatDateTime(registration.decided_at, language),
                        })}
                  </Text>
                )}
                {registration.status === 'rejected' && registration.rejection_reason && (
                  <Text as="span" w="full" color="fg.muted">
                    {t('history.reason', { reason: registration.rejection_reason })}
                  </Text>
                )}
              </>
            }
            actions={
              <Button
                size="sm"
                variant="outline"
                aria-describedby={rowNameId(`history-${registration.id}`)}
                onClick={() => details.select(registration.id)}
                onPointerEnter={preloadRegistrationDialog}
                onFocus={preloadRegistrationDialog}
              >
                {t('registrations.viewDetails')}
              </Button>
            }
          />
        ))}
      </DashboardListSection>
      <RegistrationDialogSlot details={details} actions={actions} fallbackFocus={heading} />
    </>
  );
}
