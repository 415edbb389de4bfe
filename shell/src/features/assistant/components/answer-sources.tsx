import { Box, Link, List, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ChatSource } from '@nomada/contracts';
import { ASSISTANT_NAMESPACE } from '../assistant-catalogue';
import { sourceLink } from '../lib/source-link';

/** At least 24 px tall (WCAG 2.2 target size): small source links stacked closer are hard to tap. */
const TARGET = { display: 'inline-block', py: '1' } as const;

function SourceItem({ source }: { source: ChatSource }) {
  const link = sourceLink(source.url);
  if (!link) return <Text as="span">{source.title}</Text>;
  if (link.kind === 'internal')
    return (
      <Link asChild color="brand.700" textDecoration="underline" {...TARGET}>
        <RouterLink to={link.path}>{source.title}</RouterLink>
      </Link>
    );
  return (
    <Link
      href={link.href}
      target="_blank"
      rel="noopener noreferrer"
      color="brand.700"
      textDecoration="underline"
      wordBreak="break-word"
      {...TARGET}
    >
      {source.title}
    </Link>
  );
}

/** The pages an answer's facts were checked against, as links (text only, never HTML). */
export function AnswerSources({ sources }: { sources: readonly ChatSource[] }) {
  const { t } = useTranslation(ASSISTANT_NAMESPACE);
  if (!sources.length) return null;
  return (
    <Box mt="2" pt="2" borderTopWidth="1px" borderColor="border.muted" fontSize="xs">
      <Text fontWeight="semibold" color="fg.muted">
        {t('sources')}
      </Text>
      <List.Root gap="0" mt="1" ps="4">
        {sources.map((source) => (
          <List.Item key={source.url}>
            <SourceItem source={source} />
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
