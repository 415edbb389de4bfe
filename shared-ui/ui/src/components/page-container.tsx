import { Container, type ContainerProps } from '@chakra-ui/react';

/** The content width and gutters every page shares. */
export function PageContainer({ children, ...props }: ContainerProps) {
  return (
    <Container
      maxW="6xl"
      px={{ base: '4', md: '6', lg: '8' }}
      py={{ base: '6', md: '10' }}
      {...props}
    >
      {children}
    </Container>
  );
}
