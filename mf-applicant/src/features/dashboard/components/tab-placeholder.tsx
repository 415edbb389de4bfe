import { EmptyState, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type TabPlaceholderProps = {
  icon: ReactNode;
  title: string;
  description: string;
  children?: ReactNode;
};

/** What a tab shows until its data is available here: an explanation, never sample data. */
export function TabPlaceholder({ icon, title, description, children }: TabPlaceholderProps) {
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
