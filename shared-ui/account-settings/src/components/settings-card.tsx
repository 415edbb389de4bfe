import { Card, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type SettingsCardProps = { id: string; title: string; description: string; children: ReactNode };

export function SettingsCard({ id, title, description, children }: SettingsCardProps) {
  return (
    <Card.Root as="section" aria-labelledby={id} variant="outline">
      <Card.Header gap="1">
        <Heading as="h2" id={id} size="lg">
          {title}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {description}
        </Text>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
