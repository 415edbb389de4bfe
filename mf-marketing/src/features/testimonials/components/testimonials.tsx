import { Box, Circle, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@nomada/ui';

const TESTIMONIALS = [
  { id: 'emily', initials: 'EC', tone: 'brand' },
  { id: 'rafael', initials: 'RM', tone: 'accent' },
] as const;

export function Testimonials() {
  const { t } = useTranslation('marketing');
  return (
    <Box
      as="section"
      aria-labelledby="testimonials-title"
      pt={{ base: '12', md: '20' }}
      pb={{ base: '4', md: '8' }}
    >
      <PageContainer maxW="5xl" py="0">
        <Heading
          as="h2"
          id="testimonials-title"
          size={{ base: '2xl', md: '3xl' }}
          textAlign="center"
          mb={{ base: '8', md: '12' }}
        >
          {t('testimonials.heading')}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          {TESTIMONIALS.map(({ id, initials, tone }) => (
            <Stack
              as="figure"
              key={id}
              gap="5"
              p={{ base: '6', md: '8' }}
              borderRadius="2xl"
              bg={`${tone}.subtle`}
              borderWidth="1px"
              borderColor={`${tone}.muted`}
            >
              <Text as="blockquote" fontSize={{ base: 'md', md: 'lg' }} lineHeight="tall">
                {t(`testimonials.${id}.quote`)}
              </Text>
              <Stack as="figcaption" direction="row" align="center" gap="3">
                <Circle size="11" bg={`${tone}.700`} color="white" fontWeight="bold" aria-hidden>
                  {initials}
                </Circle>
                <Box>
                  <Text fontWeight="semibold">{t(`testimonials.${id}.name`)}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t(`testimonials.${id}.role`)}
                  </Text>
                </Box>
              </Stack>
            </Stack>
          ))}
        </SimpleGrid>
      </PageContainer>
    </Box>
  );
}
