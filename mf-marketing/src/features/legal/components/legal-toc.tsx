import { Box, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { LegalSection } from '../legal-types';

/** Desktop side navigation; phones read the document top to bottom without it. */
export function LegalToc({ sections }: { sections: LegalSection[] }) {
  const { t } = useTranslation('marketing-legal');
  return (
    <Box as="nav" aria-labelledby="legal-toc-title" position="sticky" top="24">
      <Text
        id="legal-toc-title"
        fontSize="xs"
        fontWeight="semibold"
        textTransform="uppercase"
        letterSpacing="wider"
        color="fg.muted"
        mb="3"
      >
        {t('common.contents')}
      </Text>
      <Stack
        as="ol"
        gap="1.5"
        listStyleType="none"
        fontSize="sm"
        borderLeftWidth="2px"
        borderColor="border.muted"
      >
        {sections.map((section) => (
          <li key={section.id}>
            <Link
              href={`#${section.id}`}
              display="block"
              pl="3"
              ml="-2px"
              borderLeftWidth="2px"
              borderColor="transparent"
              color="fg.muted"
              _hover={{ color: 'brand.700', borderColor: 'brand.500' }}
              onClick={(event) => {
                // Scroll in place: each section would otherwise add a history entry to step back through.
                event.preventDefault();
                document.getElementById(section.id)?.scrollIntoView({ block: 'start' });
              }}
            >
              {section.heading}
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}
