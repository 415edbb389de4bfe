import type { ComponentType, ReactNode } from 'react';
import { Box, Circle, Heading, Stack, Text, type IconProps } from '@chakra-ui/react';

export type StatusTone = 'info' | 'success' | 'warning' | 'danger' | 'neutral';

const tonePalette: Record<StatusTone, string> = {
  info: 'brand',
  success: 'green',
  warning: 'orange',
  danger: 'red',
  neutral: 'gray',
};

export type StatusPanelProps = {
  icon?: ComponentType<IconProps>;
  tone?: StatusTone;
  title: ReactNode;
  /** Body text; use `children` for richer content. */
  text?: ReactNode;
  children?: ReactNode;
  /** Buttons or links under the text. */
  actions?: ReactNode;
  /** Heading level, h1 when the panel is the page's main content. */
  as?: 'h1' | 'h2';
};

/** Icon, title, text and actions: status pages, empty states, errors. */
export function StatusPanel({
  icon: IconComponent,
  tone = 'info',
  title,
  text,
  children,
  actions,
  as = 'h1',
}: StatusPanelProps) {
  const palette = tonePalette[tone];
  return (
    <Box
      maxW="lg"
      mx="auto"
      textAlign="center"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="2xl"
      boxShadow="sm"
      px={{ base: '5', md: '10' }}
      py={{ base: '8', md: '12' }}
    >
      <Stack align="center" gap="4">
        {IconComponent && (
          <Circle size="16" bg={`${palette}.subtle`} color={`${palette}.fg`}>
            <IconComponent boxSize="8" />
          </Circle>
        )}
        <Heading as={as} size={{ base: 'xl', md: '2xl' }} color="fg" textWrap="balance">
          {title}
        </Heading>
        {text && (
          <Text color="fg.muted" textWrap="pretty">
            {text}
          </Text>
        )}
        {children}
        {actions && (
          <Stack
            direction={{ base: 'column', sm: 'row' }}
            gap="3"
            pt="2"
            w={{ base: 'full', sm: 'auto' }}
            justify="center"
          >
            {actions}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
