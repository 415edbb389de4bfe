import { EmptyState, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type AwaitingApprovalStateProps = {
  icon: ReactNode;
  title: string;
  description: string;
  children?: ReactNode;
};

/** What a tab shows until the applicant's data exists: an explanation, never sample data. */
export function AwaitingApprovalState({ icon, title, description, children }: AwaitingApprovalStateProps) {
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="lg" bg="bg.subtle">
      <EmptyState.Content>
        <EmptyState.Indicator>{icon}</EmptyState.Indicator>
        <Stack textAlign="center" gap="2" maxW="md">
          <EmptyState.Title>{title}</EmptyState.Title>
          <EmptyState.Description>{description}</EmptyState.Description>
        </Stack>
        {children}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
