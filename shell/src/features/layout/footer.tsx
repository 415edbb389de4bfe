import type { ComponentType } from 'react';
import {
  Box,
  Flex,
  HStack,
  IconButton,
  Link,
  SimpleGrid,
  Stack,
  Text,
  type IconProps,
} from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FacebookIcon, InstagramIcon, LinkedinIcon, Logo, StaticIsland } from '@nomada/ui';

type FooterItem = { labelKey: string; to?: string; scrollTop?: boolean };
type FooterColumn = { titleKey: string; items: FooterItem[] };

/** docs/product/screens.md: items without `to` are placeholders, shown but not links. */
const COLUMNS: FooterColumn[] = [
  {
    titleKey: 'footer.services',
    items: [
      { labelKey: 'footer.visaProcess', to: '/onboarding' },
      { labelKey: 'footer.documentManagement' },
      { labelKey: 'footer.legalSupport' },
      { labelKey: 'footer.resources' },
    ],
  },
  {
    titleKey: 'footer.company',
    items: [
      { labelKey: 'footer.about' },
      { labelKey: 'footer.faq' },
      { labelKey: 'footer.blog' },
      { labelKey: 'footer.contact', to: '/contact' },
    ],
  },
  {
    titleKey: 'footer.legal',
    items: [
      { labelKey: 'footer.privacy', to: '/privacy-policy', scrollTop: true },
      { labelKey: 'footer.terms', to: '/terms', scrollTop: true },
      { labelKey: 'footer.cookies', to: '/cookies', scrollTop: true },
    ],
  },
];

const SOCIAL: Array<{ network: string; icon: ComponentType<IconProps> }> = [
  { network: 'LinkedIn', icon: LinkedinIcon },
  { network: 'Instagram', icon: InstagramIcon },
  { network: 'Facebook', icon: FacebookIcon },
];

function FooterEntry({ item }: { item: FooterItem }) {
  const { t } = useTranslation('common');
  if (!item.to) {
    return (
      <Text
        as="span"
        color="fg.muted"
        cursor="default"
        aria-disabled="true"
        title={t('footer.comingSoon')}
      >
        {t(item.labelKey)}
      </Text>
    );
  }
  return (
    <Link asChild color="fg.muted" _hover={{ color: 'brand.700' }}>
      <RouterLink
        to={item.to}
        onClick={item.scrollTop ? () => window.scrollTo({ top: 0 }) : undefined}
      >
        {t(item.labelKey)}
      </RouterLink>
    </Link>
  );
}

/**
 * Links and text only: on a served page it stays as served, never hydrated (its links still
 * navigate in place); the social buttons are disabled placeholders.
 */
export function Footer() {
  return (
    <StaticIsland id="footer">
      <FooterContent />
    </StaticIsland>
  );
}

function FooterContent() {
  const { t } = useTranslation('common');
  return (
    <Box as="footer" bg="bg.subtle" borderTopWidth="1px" borderColor="border.muted" mt="auto">
      {/* Room below for the assistant's button (56 px, 16 or 24 px from the corner) at the page's end. */}
      <Box
        maxW="6xl"
        mx="auto"
        px={{ base: '4', md: '6', lg: '8' }}
        pt={{ base: '10', md: '14' }}
        pb={{ base: '20', md: '24' }}
      >
        <SimpleGrid columns={{ base: 2, md: 4 }} gap={{ base: '8', md: '10' }}>
          <Stack gap="3" gridColumn={{ base: 'span 2', md: 'span 1' }}>
            <Logo size="sm" />
            <Text color="fg.muted" fontSize="sm" maxW="xs">
              {t('footer.tagline')}
            </Text>
          </Stack>
          {COLUMNS.map((column) => (
            <Stack key={column.titleKey} gap="3" as="nav" aria-label={t(column.titleKey)}>
              <Text
                as="h2"
                fontWeight="semibold"
                fontSize="sm"
                textTransform="uppercase"
                letterSpacing="wider"
              >
                {t(column.titleKey)}
              </Text>
              <Stack as="ul" gap="2" listStyleType="none" fontSize="sm">
                {column.items.map((item) => (
                  <li key={item.labelKey}>
                    <FooterEntry item={item} />
                  </li>
                ))}
              </Stack>
            </Stack>
          ))}
        </SimpleGrid>
        <Flex
          mt="10"
          pt="6"
          borderTopWidth="1px"
          borderColor="border.muted"
          direction={{ base: 'column-reverse', sm: 'row' }}
          gap="4"
          justify="space-between"
          align={{ base: 'flex-start', sm: 'center' }}
        >
          <Text fontSize="sm" color="fg.muted">
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </Text>
          <HStack gap="1" role="group" aria-label={t('footer.social')}>
            {SOCIAL.map(({ network, icon: SocialIcon }) => (
              <IconButton
                key={network}
                variant="ghost"
                size="sm"
                color="fg.muted"
                disabled
                aria-label={t('footer.socialPlaceholder', { network })}
              >
                <SocialIcon />
              </IconButton>
            ))}
          </HStack>
        </Flex>
      </Box>
    </Box>
  );
}
