import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@nomada/i18n';
import { PageContainer } from '@nomada/ui';
import captionsEn from '../assets/captions-en.vtt?url';
import captionsEs from '../assets/captions-es.vtt?url';
import poster from '../assets/explainer-poster.webp';
import video from '../assets/explainer.mp4';

const WIDTH = 960;
const HEIGHT = 540;

/**
 * Our own 24-second explainer, served from this origin. `preload="none"` keeps the first visit
 * light (only the small poster loads), and the 16:9 box is reserved so nothing shifts.
 */
export function ExplainerVideo() {
  const { t } = useTranslation('marketing');
  const { language } = useLanguage();
  return (
    <Box as="section" aria-labelledby="video-title" py={{ base: '12', md: '20' }}>
      <PageContainer maxW="4xl" py="0">
        <Stack gap="3" textAlign="center" mb={{ base: '6', md: '10' }}>
          <Heading as="h2" id="video-title" size={{ base: '2xl', md: '3xl' }}>
            {t('video.heading')}
          </Heading>
          <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
            {t('video.description')}
          </Text>
        </Stack>
        <Box borderRadius="2xl" overflow="hidden" boxShadow="lg" bg="gray.900" aspectRatio="16 / 9">
          {/* Remounted per language so the browser picks the new default caption track. */}
          <video
            key={language}
            controls
            playsInline
            preload="none"
            poster={poster}
            width={WIDTH}
            height={HEIGHT}
            title={t('video.title')}
            aria-label={t('video.title')}
            style={{ width: '100%', height: '100%', aspectRatio: '16 / 9', display: 'block' }}
          >
            <source src={video} type="video/mp4" />
            <track
              kind="captions"
              src={captionsEn}
              srcLang="en"
              label={t('video.captionsEn')}
              default={language === 'en'}
            />
            <track
              kind="captions"
              src={captionsEs}
              srcLang="es"
              label={t('video.captionsEs')}
              default={language === 'es'}
            />
            {t('video.fallback')}
          </video>
        </Box>
      </PageContainer>
    </Box>
  );
}
