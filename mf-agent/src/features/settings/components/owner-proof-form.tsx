import { useEffect, useRef, type FormEvent } from 'react';
import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX } from '@nomada/contracts';
import { rejectButtonStyle } from '../../../components/decision-button-styles';
import type { OwnerProofState } from '../hooks/use-owner-proof';

type OwnerProofFormProps = {
  proof: OwnerProofState;
  /** Says what the proof is for, under the password field. */
  helperText: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** Turning something off: the red button. */
  destructive?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
};

/** The current password, and a code of the current factor when one is on, before the factor changes. */
export function OwnerProofForm({
  proof,
  helperText,
  submitLabel,
  busyLabel,
  busy,
  destructive = false,
  onSubmit,
  onCancel,
}: OwnerProofFormProps) {
  const { t } = useTranslation('agent');
  const input = useRef<HTMLInputElement>(null);
  // The button that opened this is gone: move focus to what replaced it.
  useEffect(() => input.current?.focus(), []);
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="4">
        <Field.Root invalid={Boolean(proof.passwordError)} required maxW={{ md: 'sm' }}>
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
            value={proof.password}
            onChange={(event) => proof.changePassword(event.target.value)}
          />
          {proof.passwordError ? (
            <Field.ErrorText>{t(`validation:${proof.passwordError}`)}</Field.ErrorText>
          ) : (
            <Field.HelperText>{helperText}</Field.HelperText>
          )}
        </Field.Root>
        {proof.needsCode && (
          <Field.Root invalid={Boolean(proof.codeError)} required maxW={{ md: 'sm' }}>
            <Field.Label>
              {t('settings.twoFactor.currentCode')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              name="twoFactorCurrentCode"
              autoComplete="one-time-code"
              autoCapitalize="off"
              spellCheck={false}
              maxLength={20}
              value={proof.code}
              onChange={(event) => proof.changeCode(event.target.value)}
            />
            {proof.codeError ? (
              <Field.ErrorText>{t(`validation:${proof.codeError}`)}</Field.ErrorText>
            ) : (
              <Field.HelperText>{t('settings.twoFactor.currentCodeHelp')}</Field.HelperText>
            )}
          </Field.Root>
        )}
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button
            type="submit"
            {...(destructive ? rejectButtonStyle : { colorPalette: 'brand' })}
            loading={busy}
            loadingText={busyLabel}
          >
            {submitLabel}
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
