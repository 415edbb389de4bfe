import { SimpleGrid } from '@chakra-ui/react';
import { useSession } from '@nomada/state';
import { useDashboardData } from '../api/get-dashboard-data';
import { ApplicationStatusCard } from './application-status-card';
import { AssignedAgentCard } from './assigned-agent-card';
import { DocumentGuidelinesCard } from './document-guidelines-card';
import { FaqCard } from './faq-card';
import { SupportChannelsCard } from './support-channels-card';

export function SupportTab() {
  const { profile } = useSession();
  const { assignedAgent } = useDashboardData();
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
      <AssignedAgentCard agent={assignedAgent} plan={profile?.plan ?? null} />
      <SupportChannelsCard premium={profile?.plan === 'premium'} />
      <FaqCard />
      <DocumentGuidelinesCard />
      <ApplicationStatusCard />
    </SimpleGrid>
  );
}
