import type { ReactNode } from 'react';
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { LegalSection } from '../legal-types';

type LegalSectionViewProps = { section: LegalSection; extra?: ReactNode };

export function LegalSectionView({ section, extra }: LegalSectionViewProps) {
  return (
    <Box as="section" id={section.id} aria-labelledby={`${section.id}-title`} scrollMarginTop="24">
      <Heading as="h2" id={`${section.id}-title`} size={{ base: 'lg', md: 'xl' }} mb="3">
        {section.heading}
      </Heading>
      <Stack gap="3" color="fg" lineHeight="tall">
        {section.paragraphs.map((paragraph) => (
          <Text key={paragraph}>{paragraph}</Text>
        ))}
        {section.items && (
          <Stack as="ul" gap="2" pl="5" listStyleType="disc">
            {section.items.map((item) => (
              <Box as="li" key={item} pl="1">
                {item}
              </Box>
            ))}
          </Stack>
        )}
        {section.after?.map((paragraph) => (
          <Text key={paragraph}>{paragraph}</Text>
        ))}
        {extra}
      </Stack>
    </Box>
  );
}
