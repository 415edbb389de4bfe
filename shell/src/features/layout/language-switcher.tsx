import { Button, Group, Skeleton, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, useLanguage } from '@nomada/i18n';

/** EN / ES toggle; a placeholder of the same size while the session loads (SPEC.md section 2). */
export function LanguageSwitcher({ loading = false }: { loading?: boolean }) {
  const { t } = useTranslation('common');
  const { language, setLanguage } = useLanguage();
  if (loading)
    return (
      <Skeleton h="8" w="20" borderRadius="md" role="status" aria-label={t('language.loading')} />
    );
  return (
    <Group attached role="group" aria-label={t('language.label')}>
      {LANGUAGES.map((code) => (
        <Button
          key={code}
          size="sm"
          variant={code === language ? 'solid' : 'outline'}
          colorPalette="brand"
          aria-pressed={code === language}
          lang={code}
          onClick={() => void setLanguage(code)}
          minW="10"
        >
          {/* The visible code stays part of the name (WCAG 2.5.3, label in name). */}
          {code.toUpperCase()}
          <VisuallyHidden> {t(`language.${code}`)}</VisuallyHidden>
        </Button>
      ))}
    </Group>
  );
}
