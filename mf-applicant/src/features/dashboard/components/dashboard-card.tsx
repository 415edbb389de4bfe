import type { ReactNode } from 'react';
import { Card, Heading, SkeletonText } from '@chakra-ui/react';

type DashboardCardProps = {
  id: string;
  title: string;
  children: ReactNode;
  testId?: string;
  /** Placeholder lines instead of the content while the data loads. */
  loading?: boolean;
};

/** A titled section of the dashboard, labelled by its heading. */
export function DashboardCard({ id, title, children, testId, loading }: DashboardCardProps) {
  return (
    <Card.Root as="section" aria-labelledby={id} variant="outline" h="full" data-testid={testId}>
      <Card.Header>
        <Heading as="h2" id={id} size="lg">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body gap="4" aria-busy={loading || undefined}>
        {loading ? <SkeletonText noOfLines={3} /> : children}
      </Card.Body>
    </Card.Root>
  );
}
