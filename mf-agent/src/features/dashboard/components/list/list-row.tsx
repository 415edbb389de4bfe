import type { ReactNode } from 'react';
import { Box, Stack, Text } from '@chakra-ui/react';

type ListRowProps = {
  /** Unique in the page: the title gets `${id}-name`, which buttons use as their description. */
  id: string;
  title: ReactNode;
  subtitle?: ReactNode;
  /** Badges and facts under the name (plan, status, dates). */
  meta?: ReactNode;
  /** Buttons: beside the text from the tablet width up, under it on a phone. */
  actions?: ReactNode;
  /** Anything shown under the row (an opened panel). */
  children?: ReactNode;
  testId?: string;
};

/** The id of a row's name: its buttons say whom they act on with `aria-describedby`. */
export const rowNameId = (id: string) => `${id}-name`;

/** One row of a dashboard list, as a card. */
export function ListRow({ id, title, subtitle, meta, actions, children, testId }: ListRowProps) {
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderColor="border"
      borderRadius="lg"
      bg="bg.panel"
      px={{ base: '4', md: '5' }}
      py="4"
      data-testid={testId}
    >
      <Stack
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', md: 'center' }}
        gap="3"
      >
        <Stack gap="1" minW="0">
          <Text id={rowNameId(id)} fontWeight="semibold" lineClamp={2}>
            {title}
          </Text>
          {subtitle && (
            <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
              {subtitle}
            </Text>
          )}
          {meta && (
            <Stack direction="row" gap="2" flexWrap="wrap" align="center" fontSize="sm" pt="1">
              {meta}
            </Stack>
          )}
        </Stack>
        {actions && (
          <Stack direction={{ base: 'column', sm: 'row' }} gap="2" flexShrink={0}>
            {actions}
          </Stack>
        )}
      </Stack>
      {children}
    </Box>
  );
}
