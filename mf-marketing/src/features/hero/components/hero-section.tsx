import { Badge, Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CheckCircleIcon, PageContainer } from '@nomada/ui';
import { HeroIllustration } from './hero-illustration';

const HIGHLIGHTS = ['review', 'processing', 'success'] as const;

export function HeroSection() {
  const { t } = useTranslation('marketing');
  return (
    <Box as="section" aria-labelledby="hero-title" bg="bg.subtle" py={{ base: '10', md: '20' }}>
      <PageContainer py="0">
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '8', lg: '12' }} alignItems="center">
          <Stack gap="6">
            <Badge alignSelf="flex-start" colorPalette="brand" variant="subtle" size="lg">
              {t('hero.eyebrow')}
            </Badge>
            <Heading as="h1" id="hero-title" size={{ base: '3xl', md: '5xl' }} lineHeight="1.1">
              {t('hero.title')}
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
              {t('hero.description')}
            </Text>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
              <Button asChild colorPalette="brand" size="lg">
                <a href="#plans">{t('hero.primaryAction')}</a>
              </Button>
              <Button asChild variant="outline" size="lg">
                <RouterLink to="/onboarding">{t('hero.secondaryAction')}</RouterLink>
              </Button>
            </Stack>
            <Stack as="ul" gap="2" listStyleType="none">
              {HIGHLIGHTS.map((key) => (
                <Stack as="li" key={key} direction="row" align="center" gap="2">
                  <CheckCircleIcon boxSize="5" color="brand.600" />
                  <Text fontSize="sm" fontWeight="medium">
                    {t(`hero.highlights.${key}`)}
                  </Text>
                </Stack>
              ))}
            </Stack>
          </Stack>
          <Box justifySelf="center" w="full" maxW="560px">
            <HeroIllustration label={t('hero.illustrationLabel')} />
          </Box>
        </SimpleGrid>
      </PageContainer>
    </Box>
  );
}
