import { Box, Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@nomada/ui';
import { SLIDE_TRANSITION_MS, useCarouselPosition } from '../hooks/use-carousel-position';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { PARTNERS } from '../partners';
import { PartnerLogo } from './partner-logo';

// Clones of the first slides sit after the last one so the loop never shows an empty gap.
const CLONES = 4;
const SLIDES = [...PARTNERS, ...PARTNERS.slice(0, CLONES)];

/** Partner logos moving one step every 2 seconds, looping (docs/product/screens.md and docs/product/constants.md). */
export function LogoCarousel() {
  const { t } = useTranslation('marketing');
  const reducedMotion = useReducedMotion();
  const { position, animated, active } = useCarouselPosition(PARTNERS.length);
  const transition =
    animated && !reducedMotion ? `transform ${SLIDE_TRANSITION_MS}ms ease-in-out` : 'none';

  return (
    <Box as="section" aria-labelledby="partners-title" py={{ base: '10', md: '14' }} bg="bg.subtle">
      <PageContainer py="0">
        <Heading
          as="h2"
          id="partners-title"
          size={{ base: 'md', md: 'lg' }}
          textAlign="center"
          color="fg.muted"
          fontWeight="semibold"
          mb={{ base: '6', md: '8' }}
        >
          {t('partners.heading')}
        </Heading>
        <Box
          role="region"
          aria-roledescription="carousel"
          aria-label={t('partners.carouselLabel')}
          overflow="hidden"
          css={{
            '--visible': '2',
            '@media (min-width: 48em)': { '--visible': '3' },
            '@media (min-width: 64em)': { '--visible': '4' },
          }}
        >
          {/* Slides are groups (the WAI carousel pattern), which a list may not hold. */}
          <Box
            aria-live="off"
            display="flex"
            style={{
              transform: `translateX(calc(${position} * -100% / var(--visible)))`,
              transition,
            }}
          >
            {SLIDES.map((partner, index) => {
              const clone = index >= PARTNERS.length;
              const name = t(`partners.names.${partner.id}`);
              return (
                <Box
                  key={`${partner.id}-${index}`}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={t('partners.slideLabel', {
                    index: (index % PARTNERS.length) + 1,
                    total: PARTNERS.length,
                  })}
                  aria-hidden={clone || undefined}
                  aria-current={!clone && index === active ? 'true' : undefined}
                  flex="0 0 calc(100% / var(--visible))"
                  display="flex"
                  justifyContent="center"
                  alignItems="center"
                  px={{ base: '3', md: '5' }}
                  opacity={0.85}
                >
                  <PartnerLogo
                    name={name}
                    mark={partner.mark}
                    color={partner.color}
                    label={t('partners.logoAlt', { name })}
                  />
                </Box>
              );
            })}
          </Box>
        </Box>
      </PageContainer>
    </Box>
  );
}
