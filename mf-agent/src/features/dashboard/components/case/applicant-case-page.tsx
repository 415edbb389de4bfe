import type { ReactNode } from 'react';
import { Alert, Badge, Box, Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AgentCase } from '@nomada/contracts';
import { useSession } from '@nomada/state';
import { NotFoundView, PageContainer } from '@nomada/ui';
import { useDocumentTitle } from '../../../../hooks/use-document-title';
import { useAgentCase } from '../../api/get-agent-case';
import { useAgentActions } from '../../hooks/use-agent-actions';
import { RegistrationFacts } from '../registrations/registration-facts';
import { AuditTrail } from '../shared/audit-trail';
import { PlanBadge } from '../shared/plan-badge';
import { StatusBadge } from '../shared/status-badge';
import { CaseAssignment } from './case-assignment';
import { BeforeFiling } from './before-filing';
import { FilingPackButton } from './filing-pack-button';
import { CaseDeadlines } from './case-deadlines';
import { CaseFamily, checklistByPerson } from './case-family';
import { CaseItemCard } from './case-item-card';
import { CaseEventCorrection } from './case-event-correction';
import { CaseStageMoves } from './case-stage-moves';
import { CaseTimeline } from './case-timeline';

type ApplicantCasePageProps = {
  /** The lawyer conversation, for the app to place when the case has one with this agent. */
  lawyerChat?: (applicantCase: AgentCase, agentId: string) => ReactNode;
};

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="3" aria-labelledby={id}>
      <Heading as="h2" size="md" id={id}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** `/agent/applicants/:id`: one applicant's whole case, with the agent's actions in place. */
export function ApplicantCasePage({ lawyerChat }: ApplicantCasePageProps) {
  const { t } = useTranslation('agent');
  const { id = '' } = useParams();
  const { user } = useSession();
  const { data, error, isLoading, refresh } = useAgentCase(id);
  const actions = useAgentActions(refresh);
  useDocumentTitle(data ? data.profile.full_name || data.profile.email : t('case.title'));

  if (error && (error.status === 404 || error.status === 400)) return <NotFoundView />;

  return (
    <PageContainer>
      <Stack gap={{ base: '6', md: '8' }}>
        <Link asChild fontSize="sm" color="fg.muted" alignSelf="flex-start">
          <RouterLink to="/agent/dashboard">{t('case.back')}</RouterLink>
        </Link>
        {error && (
          <Alert.Root status="warning" variant="subtle" alignItems="center">
            <Alert.Indicator />
            <Alert.Description>{t('case.loadFailed')}</Alert.Description>
            <Button size="sm" variant="outline" onClick={() => void refresh()}>
              {t('dashboard.retry')}
            </Button>
          </Alert.Root>
        )}
        {isLoading && !data && <Text color="fg.muted">{t('list.loading')}</Text>}
        {data && (
          <>
            <Stack gap="2">
              <Heading as="h1" size={{ base: '2xl', md: '3xl' }} wordBreak="break-word">
                {data.profile.full_name || data.profile.email}
              </Heading>
              <Text color="fg.muted" wordBreak="break-all">
                {data.profile.email}
              </Text>
              <Stack direction="row" gap="2" flexWrap="wrap" align="center">
                <StatusBadge kind="registration" status={data.profile.status} />
                <PlanBadge plan={data.profile.plan} />
                {data.planUpgradeRequested && (
                  <Badge colorPalette="accent" variant="subtle">
                    {t('case.upgradeRequested')}
                  </Badge>
                )}
              </Stack>
            </Stack>

            <CaseAssignment applicantCase={data} agentId={user?.id} actions={actions} />

            <CaseDeadlines applicantCase={data} agentId={user?.id} refresh={refresh} />
            {data.case && <CaseTimeline timeline={data.case} assignedAgent={data.assignedAgent} />}
            <CaseEventCorrection applicantCase={data} agentId={user?.id} refresh={refresh} />
            <CaseStageMoves applicantCase={data} agentId={user?.id} refresh={refresh} />

            <Section title={t('case.checklist')} id="case-checklist-title">
              <BeforeFiling applicantCase={data} />
              <FilingPackButton applicantCase={data} agentId={user?.id} />
              <CaseFamily family={data.family} />
              {checklistByPerson(data).map((group) => (
                <Stack key={group.key} gap="2">
                  {data.family.members.length > 0 && (
                    <Heading as="h3" size="sm" color="fg.muted" wordBreak="break-word">
                      {group.member
                        ? t('family.papersOf', {
                            name: `${group.member.first_name} ${group.member.last_name}`,
                            relation: t(`family.relations.${group.member.relation}`),
                          })
                        : t('family.applicantPapers')}
                    </Heading>
                  )}
                  <Stack as="ul" listStyleType="none" gap="3">
                    {group.items.map((item) => (
                      <CaseItemCard
                        key={item.id}
                        item={item}
                        actions={actions}
                        requirements={{
                          userId: data.profile.id,
                          editable: data.assignedAgent?.id === user?.id,
                          refresh,
                        }}
                      />
                    ))}
                  </Stack>
                </Stack>
              ))}
            </Section>

            {user && lawyerChat?.(data, user.id)}

            <Section title={t('case.profile')} id="case-profile-title">
              <Box borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '5' }} bg="bg.panel">
                <RegistrationFacts
                  registration={{
                    ...data.profile,
                    documents: data.requiredDocuments.flatMap((item) =>
                      item.user_document_id ? [{ id: item.user_document_id, name: item.name }] : [],
                    ),
                    audit_trail: [],
                  }}
                />
              </Box>
            </Section>

            <AuditTrail entries={data.auditTrail} />
          </>
        )}
      </Stack>
    </PageContainer>
  );
}
