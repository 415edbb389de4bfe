import { SimpleGrid } from '@chakra-ui/react';
import { ApplicationStatusCard } from './application-status-card';
import { ProfileCard } from './profile-card';

export function OverviewTab() {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
      <ProfileCard />
      <ApplicationStatusCard />
    </SimpleGrid>
  );
}
