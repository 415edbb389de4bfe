import { Heading, Stack, Text } from '@chakra-ui/react';
import { StaticIsland } from '@nomada/ui';

type PageIntroProps = { eyebrow: string; title: string; intro: string };

/** The h1 block at the top of each public page: text only, so it stays as served. */
export function PageIntro({ eyebrow, title, intro }: PageIntroProps) {
  return (
    <StaticIsland id="page-intro">
      <Stack gap="3" textAlign="center" maxW="3xl" mx="auto" align="center">
        <Text
          color="accent.700"
          fontWeight="semibold"
          fontSize="sm"
          textTransform="uppercase"
          letterSpacing="wider"
        >
          {eyebrow}
        </Text>
        <Heading as="h1" size={{ base: '3xl', md: '5xl' }} textWrap="balance" lineHeight="shorter">
          {title}
        </Heading>
        <Text color="fg.muted" fontSize={{ base: 'md', md: 'xl' }} textWrap="pretty">
          {intro}
        </Text>
      </Stack>
    </StaticIsland>
  );
}
