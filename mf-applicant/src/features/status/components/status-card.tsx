import { Box, Card, Circle, Container, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type StatusCardProps = {
  icon: ReactNode;
  /** Chakra colour palette of the icon badge. */
  palette: string;
  title: string;
  children: ReactNode;
  actions: ReactNode;
};

/** The centred card both application status pages share. */
export function StatusCard({ icon, palette, title, children, actions }: StatusCardProps) {
  return (
    <Box as="section" py={{ base: '10', md: '20' }} px="4">
      <Container maxW="xl" px="0">
        <Card.Root variant="outline" shadow="md" textAlign="center">
          <Card.Body gap="6" alignItems="center" px={{ base: '6', md: '10' }} py={{ base: '8', md: '10' }}>
            <Circle size="16" bg={`${palette}.100`} color={`${palette}.700`}>
              {icon}
            </Circle>
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              {title}
            </Heading>
            <Box w="full">{children}</Box>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3" justify="center" w={{ base: 'full', sm: 'auto' }}>
              {actions}
            </Stack>
          </Card.Body>
        </Card.Root>
      </Container>
    </Box>
  );
}
