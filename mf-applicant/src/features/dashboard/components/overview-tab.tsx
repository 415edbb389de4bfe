import { GridItem, SimpleGrid } from '@chakra-ui/react';
import { useSession } from '@nomada/state';
import { useDashboardData } from '../api/get-dashboard-data';
import { ActionRequiredCard } from './action-required-card';
import { AssignedAgentCard } from './assigned-agent-card';
import { CaseTimelineCard } from './case-timeline-card';
import { DeadlinesCard } from './deadlines-card';
import { FamilyCard } from './family-card';
import { NextStepCard } from './next-step-card';
import { NotificationsCard } from './notifications-card';
import { PlanCard } from './plan-card';
import { ProfileCard } from './profile-card';
import { ProgressCard } from './progress-card';
import { UsefulInfoCard } from './useful-info-card';

export function OverviewTab() {
  const { profile } = useSession();
  const { requiredDocuments, stats, assignedAgent, caseTimeline, family, isLoading, reload } =
    useDashboardData();
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
      {caseTimeline?.deadlines.some((deadline) => !deadline.done_at) && (
        <GridItem colSpan={{ base: 1, md: 2 }}>
          <DeadlinesCard caseTimeline={caseTimeline} />
        </GridItem>
      )}
      <GridItem colSpan={{ base: 1, md: 2 }}>
        <CaseTimelineCard caseTimeline={caseTimeline} loading={isLoading} />
      </GridItem>
      <ProgressCard stats={stats} loading={isLoading} />
      <NextStepCard documents={requiredDocuments} stats={stats} loading={isLoading} />
      <ActionRequiredCard documents={requiredDocuments} loading={isLoading} />
      <NotificationsCard documents={requiredDocuments} agent={assignedAgent} loading={isLoading} />
      <GridItem colSpan={{ base: 1, md: 2 }}>
        <FamilyCard family={family} caseTimeline={caseTimeline} reload={reload} />
      </GridItem>
      <ProfileCard />
      <AssignedAgentCard agent={assignedAgent} plan={profile?.plan ?? null} />
      <GridItem colSpan={{ base: 1, md: 2 }}>
        <PlanCard />
      </GridItem>
      <GridItem colSpan={{ base: 1, md: 2 }}>
        <UsefulInfoCard />
      </GridItem>
    </SimpleGrid>
  );
}
