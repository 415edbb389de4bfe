import { EmptyState, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type SectionEmptyStateProps = { icon: ReactNode; title: string; description: string };

export function SectionEmptyState({ icon, title, description }: SectionEmptyStateProps) {
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="lg" bg="bg.subtle">
      <EmptyState.Content>
        <EmptyState.Indicator>{icon}</EmptyState.Indicator>
        <Stack textAlign="center" gap="2" maxW="md">
          <EmptyState.Title>{title}</EmptyState.Title>
          <EmptyState.Description>{description}</EmptyState.Description>
        </Stack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
