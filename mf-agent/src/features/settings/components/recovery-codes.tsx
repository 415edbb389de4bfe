import { useEffect, useRef } from 'react';
import { Alert, Button, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/copy-button';

type RecoveryCodesProps = { codes: string[]; onDone: () => void };

/** The recovery codes, shown once, with a copy and a download so they can be kept safe. */
export function RecoveryCodes({ codes, onDone }: RecoveryCodesProps) {
  const { t } = useTranslation('agent');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const text = codes.join('\n');
  const file = `${t('settings.twoFactor.recoveryFileHeader')}\n\n${text}\n`;
  return (
    <Stack gap="4">
      <Heading as="h3" size="sm" ref={heading} tabIndex={-1} outline="none">
        {t('settings.twoFactor.recoveryTitle')}
      </Heading>
      <Alert.Root status="warning" variant="subtle">
        <Alert.Indicator />
        <Alert.Description>{t('settings.twoFactor.recoveryText')}</Alert.Description>
      </Alert.Root>
      <List.Root
        as="ol"
        listStyle="none"
        aria-label={t('settings.twoFactor.recoveryListLabel')}
        data-testid="recovery-codes"
        display="grid"
        gridTemplateColumns={{ base: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }}
        gap="2"
      >
        {codes.map((code) => (
          <List.Item
            key={code}
            fontFamily="mono"
            fontSize="sm"
            bg="bg.muted"
            borderRadius="md"
            px="3"
            py="1.5"
            textAlign="center"
          >
            {code}
          </List.Item>
        ))}
      </List.Root>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <CopyButton value={text} label={t('settings.twoFactor.copyCodes')} />
        <Button asChild variant="outline" size="sm">
          <a
            href={`data:text/plain;charset=utf-8,${encodeURIComponent(file)}`}
            download={t('settings.twoFactor.recoveryFileName')}
          >
            {t('settings.twoFactor.downloadCodes')}
          </a>
        </Button>
      </Stack>
      <Text fontSize="sm" color="fg.muted">
        {t('settings.twoFactor.recoveryHint')}
      </Text>
      <Button
        colorPalette="brand"
        alignSelf={{ base: 'stretch', sm: 'flex-start' }}
        onClick={onDone}
      >
        {t('settings.twoFactor.recoveryDone')}
      </Button>
    </Stack>
  );
}
