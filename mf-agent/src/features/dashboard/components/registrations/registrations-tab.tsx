import { useRef } from 'react';
import { Badge, Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@nomada/i18n';
import { ClipboardIcon } from '../../../../components/icons';
import { formatDateTime } from '../../../../lib/format';
import type { AgentDashboardModel } from '../../hooks/use-agent-dashboard';
import { useSelection } from '../../hooks/use-selection';
import { ListRow, rowNameId } from '../list/list-row';
import { DashboardListSection } from '../list/dashboard-list-section';
import { PlanBadge } from '../shared/plan-badge';
import { preloadRegistrationDialog, RegistrationDialogSlot } from './registration-dialog-slot';
import { registrationName } from './registration-name';
import { ApplicantLink } from '../../../../components/applicant-link';

/** Registrations waiting for a decision, oldest first; each opens its details dialog. */
export function RegistrationsTab({ dashboard }: { dashboard: AgentDashboardModel }) {
  const { t } = useTranslation('agent');
  const { language } = useLanguage();
  const { data, actions } = dashboard;
  const details = useSelection(data?.pendingRegistrations);
  const heading = useRef<HTMLHeadingElement>(null);

  return (
    <>
      <DashboardListSection
        list="pendingRegistrations"
        dashboard={dashboard}
        id="pending-registrations"
        title={t('registrations.title')}
        headingRef={heading}
        empty={{
          icon: <ClipboardIcon boxSize="6" />,
          title: t('registrations.emptyTitle'),
          description: t('registrations.emptyText'),
        }}
      >
        {data?.pendingRegistrations.map((registration) => (
          <ListRow
            key={registration.id}
            id={`registration-${registration.id}`}
            testId="pending-registration"
            title={
              <ApplicantLink userId={registration.id}>
                {registrationName(registration)}
              </ApplicantLink>
            }
            subtitle={registration.email}
            meta={
              <>
                <PlanBadge plan={registration.plan} />
                <Badge
                  colorPalette={registration.email_confirmed ? 'green' : 'orange'}
                  variant="subtle"
                >
                  {registration.email_confirmed
                    ? t('registration.emailConfirmed')
                    : t('registration.emailNotConfirmed')}
                </Badge>
                <Text as="span" color="fg.muted">
                  {t('registrations.submittedAt', {
                    date: formatDateTime(registration.submitted_at, language),
                  })}
                </Text>
              </>
            }
            actions={
              <Button
                size="sm"
                colorPalette="brand"
                aria-describedby={rowNameId(`registration-${registration.id}`)}
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
