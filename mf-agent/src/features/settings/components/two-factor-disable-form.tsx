import { useEffect, useRef, type FormEvent } from 'react';
import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX } from '@nomada/contracts';
import type { ApiErrorCode } from '@nomada/state';
import { rejectButtonStyle } from '../../../components/decision-button-styles';

type TwoFactorDisableFormProps = {
  password: string;
  passwordError: ApiErrorCode | undefined;
  busy: boolean;
  onPasswordChange: (value: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
};

export function TwoFactorDisableForm({
  password,
  passwordError,
  busy,
  onPasswordChange,
  onSubmit,
  onCancel,
}: TwoFactorDisableFormProps) {
  const { t } = useTranslation('agent');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="4">
        <Field.Root invalid={Boolean(passwordError)} required maxW={{ md: 'sm' }}>
          <Field.Label>
            {t('settings.twoFactor.currentPassword')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            ref={input}
            name="twoFactorCurrentPassword"
            type="password"
            autoComplete="current-password"
            maxLength={PASSWORD_MAX}
            value={password}
            onChange={(event) => onPasswordChange(event.target.value)}
          />
          {passwordError ? (
            <Field.ErrorText>{t(`validation:${passwordError}`)}</Field.ErrorText>
          ) : (
            <Field.HelperText>{t('settings.twoFactor.turnOffText')}</Field.HelperText>
          )}
        </Field.Root>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button
            type="submit"
            {...rejectButtonStyle}
            loading={busy}
            loadingText={t('settings.twoFactor.turningOff')}
          >
            {t('settings.twoFactor.confirmTurnOff')}
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
