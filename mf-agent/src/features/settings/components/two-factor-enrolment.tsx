import { useEffect, useRef, type FormEvent } from 'react';
import { Button, Code, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ApiAnswer, ApiErrorCode } from '@nomada/state';
import { CopyButton } from '../../../components/copy-button';
import { QrCodeImage } from './qr-code-image';

type TwoFactorEnrolmentProps = {
  setup: ApiAnswer<'totp-setup'>;
  code: string;
  codeError: ApiErrorCode | undefined;
  busy: boolean;
  onCodeChange: (value: string) => void;
  onConfirm: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
};

/** Groups of four are easier to type into an app than 32 characters in a row. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

export function TwoFactorEnrolment({
  setup,
  code,
  codeError,
  busy,
  onCodeChange,
  onConfirm,
  onCancel,
}: TwoFactorEnrolmentProps) {
  const { t } = useTranslation('agent');
  const heading = useRef<HTMLHeadingElement>(null);
  // The button that started this is gone: move focus to what replaced it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="6">
      <Stack direction={{ base: 'column', md: 'row' }} gap="6" align={{ md: 'flex-start' }}>
        <QrCodeImage svg={setup.qrSvg} alt={t('settings.twoFactor.qrAlt')} />
        <Stack gap="3" minW="0">
          <Heading as="h3" size="sm" ref={heading} tabIndex={-1} outline="none">
            {t('settings.twoFactor.scanTitle')}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t('settings.twoFactor.scanText')}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {t('settings.twoFactor.manualText')}
          </Text>
          <Code
            data-testid="totp-secret"
            aria-label={t('settings.twoFactor.secretLabel')}
            fontSize="sm"
            px="3"
            py="2"
            wordBreak="break-all"
            whiteSpace="normal"
          >
            {grouped(setup.secret)}
          </Code>
          <CopyButton
            value={setup.secret}
            label={t('settings.twoFactor.copySecret')}
            alignSelf="flex-start"
          />
        </Stack>
      </Stack>
      <form noValidate onSubmit={onConfirm}>
        <Stack gap="4">
          <Field.Root invalid={Boolean(codeError)} required maxW={{ md: 'xs' }}>
            <Field.Label>
              {t('settings.twoFactor.code')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              name="totpCode"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={9}
              value={code}
              onChange={(event) => onCodeChange(event.target.value)}
            />
            {codeError ? (
              <Field.ErrorText>{t(`validation:${codeError}`)}</Field.ErrorText>
            ) : (
              <Field.HelperText>{t('settings.twoFactor.codeHelp')}</Field.HelperText>
            )}
          </Field.Root>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            <Button
              type="submit"
              colorPalette="brand"
              loading={busy}
              loadingText={t('settings.twoFactor.confirming')}
            >
              {t('settings.twoFactor.confirm')}
            </Button>
            <Button type="button" variant="ghost" onClick={onCancel} disabled={busy}>
              {t('common.cancel')}
            </Button>
          </Stack>
        </Stack>
      </form>
    </Stack>
  );
}
