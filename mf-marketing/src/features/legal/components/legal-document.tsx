import type { ReactNode } from 'react';
import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageContainer, StaticIsland } from '@nomada/ui';
import { formatLongDate } from '../../../lib/format-long-date';
import type { LegalDocumentId } from '../legal-types';
import { useLegalText } from '../use-legal-text';
import { LegalSectionView } from './legal-section-view';
import { LegalToc } from './legal-toc';

type LegalDocumentProps = {
  document: LegalDocumentId;
  /** ISO date of the current version. */
  lastUpdated: string;
  /** Content placed at the end of a section, by section id (a table, a link, a button). */
  extras?: Partial<Record<string, ReactNode>>;
};

export function LegalDocument({ document, lastUpdated, extras = {} }: LegalDocumentProps) {
  const { t } = useTranslation('marketing-legal');
  const { language, title, intro, sections } = useLegalText(document);
  return (
    <PageContainer py={{ base: '8', md: '14' }}>
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: '15rem minmax(0, 1fr)' }}
        gap={{ base: '8', lg: '14' }}
      >
        <Box display={{ base: 'none', lg: 'block' }}>
          <StaticIsland id="legal-toc" scrollInPlace>
            <LegalToc sections={sections} />
          </StaticIsland>
        </Box>
        <Stack as="article" aria-labelledby="legal-title" gap={{ base: '8', md: '10' }} maxW="3xl">
          {/* Text and links stay as served; only a section with an extra (a button) is hydrated. */}
          <StaticIsland id="legal-head">
            <Stack
              gap="3"
              pb={{ base: '6', md: '8' }}
              borderBottomWidth="1px"
              borderColor="border.muted"
            >
              <Heading
                as="h1"
                id="legal-title"
                size={{ base: '3xl', md: '4xl' }}
                textWrap="balance"
              >
                {title}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {t('common.lastUpdated', { date: formatLongDate(lastUpdated, language) })}
              </Text>
              {intro.map((paragraph) => (
                <Text
                  key={paragraph}
                  fontSize={{ base: 'md', md: 'lg' }}
                  color="fg.muted"
                  lineHeight="tall"
                >
                  {paragraph}
                </Text>
              ))}
            </Stack>
          </StaticIsland>
          {sections.map((section) =>
            extras[section.id] ? (
              <LegalSectionView key={section.id} section={section} extra={extras[section.id]} />
            ) : (
              <StaticIsland key={section.id} id={`legal-${section.id}`}>
                <LegalSectionView section={section} />
              </StaticIsland>
            ),
          )}
        </Stack>
      </Grid>
    </PageContainer>
  );
}
