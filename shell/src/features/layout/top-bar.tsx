import { Box, Button, Flex, HStack, Link } from '@chakra-ui/react';
import { Link as RouterLink, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useShownSession } from '../prerender/use-shown-session';
import { Logo } from '@nomada/ui';
import { LanguageSwitcher } from './language-switcher';
import { MobileMenu } from './mobile-menu';
import { NAV_LINKS } from './nav-links';
import { UserMenu } from './user-menu';

export function TopBar() {
  const { t } = useTranslation('common');
  const { user, loading } = useShownSession();

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg/90"
      backdropFilter="saturate(180%) blur(8px)"
      borderBottomWidth="1px"
      borderColor="border.muted"
    >
      <Flex
        maxW="6xl"
        mx="auto"
        px={{ base: '2', md: '6', lg: '8' }}
        h="16"
        align="center"
        gap={{ base: '1', md: '6' }}
      >
        <MobileMenu />
        <Link
          asChild
          aria-label={t('nav.home')}
          _hover={{ textDecoration: 'none' }}
          mr={{ base: 'auto', md: '0' }}
        >
          <RouterLink to="/">
            <Logo size="sm" />
          </RouterLink>
        </Link>
        <HStack
          as="nav"
          aria-label={t('nav.mainNavigation')}
          gap="1"
          display={{ base: 'none', md: 'flex' }}
          flex="1"
        >
          {NAV_LINKS.map((link) => (
            <Button
              key={link.to}
              asChild
              variant="ghost"
              size="sm"
              color="fg.muted"
              _currentPage={{ color: 'brand.700', bg: 'brand.50' }}
            >
              <NavLink to={link.to}>{t(link.labelKey)}</NavLink>
            </Button>
          ))}
        </HStack>
        <HStack gap={{ base: '1', md: '3' }}>
          <LanguageSwitcher loading={loading} />
          {!loading && !user && (
            <HStack gap="2" display={{ base: 'none', md: 'flex' }}>
              <Button asChild variant="ghost" size="sm" colorPalette="brand">
                <RouterLink to="/login">{t('nav.login')}</RouterLink>
              </Button>
              <Button asChild size="sm" colorPalette="accent">
                <RouterLink to="/onboarding">{t('nav.getStarted')}</RouterLink>
              </Button>
            </HStack>
          )}
          {user && <UserMenu />}
        </HStack>
      </Flex>
    </Box>
  );
}
