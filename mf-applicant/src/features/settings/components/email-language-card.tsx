import { Button, RadioGroup, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SettingsCard } from '@nomada/account-settings';
import { useEmailLanguage } from '../hooks/use-email-language';

const LANGUAGES = ['en', 'es'] as const;

/** Which language our emails are written in, whatever language the site is read in. */
export function EmailLanguageCard() {
  const { t } = useTranslation('applicant');
  const { language, setLanguage, saving, save } = useEmailLanguage();
  return (
    <SettingsCard
      id="email-language-title"
      title={t('settings.language.title')}
      description={t('settings.language.description')}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="5">
          <RadioGroup.Root
            name="language"
            value={language}
            onValueChange={({ value }) => {
              if (value === 'en' || value === 'es') setLanguage(value);
            }}
            colorPalette="brand"
          >
            <RadioGroup.Label fontWeight="medium" mb="2">
              {t('settings.language.label')}
            </RadioGroup.Label>
            <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '3', sm: '6' }}>
              {LANGUAGES.map((value) => (
                <RadioGroup.Item key={value} value={value}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{t(`settings.language.${value}`)}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
          <Button
            type="submit"
            colorPalette="brand"
            variant="outline"
            alignSelf={{ base: 'stretch', sm: 'flex-start' }}
            loading={saving}
            loadingText={t('settings.language.saving')}
          >
            {t('settings.language.save')}
          </Button>
        </Stack>
      </form>
    </SettingsCard>
  );
}
