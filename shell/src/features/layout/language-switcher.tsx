import type { MouseEvent } from 'react';
import { Button, Group, Skeleton, VisuallyHidden } from '@chakra-ui/react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, useLanguage, type Language } from '@nomada/i18n';
import { languageHref } from './language-link';

/**
 * EN / ES toggle; a placeholder of the same size while the session loads (docs/product/screens.md). Each is
 * a link to the page in that language, so it works on the served HTML before any script runs; once
 * React has it, the language changes in place.
 */
export function LanguageSwitcher({ loading = false }: { loading?: boolean }) {
  const { t } = useTranslation('common');
  const { language, setLanguage } = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  if (loading)
    return (
      <Skeleton h="8" w="20" borderRadius="md" role="status" aria-label={t('language.loading')} />
    );
  const choose = (code: Language) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void setLanguage(code);
    // An address naming the old language would bring it back on reload.
    if (new URLSearchParams(location.search).has('lang'))
      navigate(languageHref(location, code), { replace: true });
  };
  return (
    <Group attached role="group" aria-label={t('language.label')}>
      {LANGUAGES.map((code) => (
        <Button
          key={code}
          asChild
          size="sm"
          variant={code === language ? 'solid' : 'outline'}
          colorPalette="brand"
          minW="10"
        >
          <a
            href={languageHref(location, code)}
            hrefLang={code}
            lang={code}
            aria-current={code === language ? 'true' : undefined}
            onClick={choose(code)}
          >
            {/* The visible code stays part of the name (WCAG 2.5.3, label in name). */}
            {code.toUpperCase()}
            <VisuallyHidden> {t(`language.${code}`)}</VisuallyHidden>
          </a>
        </Button>
      ))}
    </Group>
  );
}
