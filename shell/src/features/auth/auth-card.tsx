import type { ReactNode } from 'react';
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { Logo } from '@nomada/ui';

type Props = { title: string; subtitle?: string; children: ReactNode };

/** The centred card the login and reset pages share. */
export function AuthCard({ title, subtitle, children }: Props) {
  return (
    <Box
      px={{ base: '4', md: '6' }}
      py={{ base: '8', md: '16' }}
      bgGradient="to-b"
      gradientFrom="brand.50"
      gradientTo="bg"
    >
      <Box
        maxW="md"
        mx="auto"
        bg="bg.panel"
        borderWidth="1px"
        borderColor="border.muted"
        borderRadius="2xl"
        boxShadow="md"
        px={{ base: '5', md: '8' }}
        py={{ base: '6', md: '8' }}
      >
        <Stack gap="6">
          <Stack gap="3" align="center" textAlign="center">
            <Logo markOnly size="lg" />
            <Heading as="h1" size="2xl" textWrap="balance">
              {title}
            </Heading>
            {subtitle && (
              <Text color="fg.muted" textWrap="pretty">
                {subtitle}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Box>
    </Box>
  );
}
