import { useState, type FormEvent } from 'react';
import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginSchema, validate } from '@nomada/contracts';
import { isApiError, signIn, toast } from '@nomada/state';
import { errorMessage, readFormValues } from '@nomada/ui';
import { FormField } from '../../components/form-field';
import { fieldErrors } from '../../lib/field-errors';

/** Sign-in mode of /login. On success the session store updates and the page redirects. */
export function SignInForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const { t } = useTranslation('common');
  // Set once the server says the account signs in with an authenticator app too.
  const [askForCode, setAskForCode] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read from the form when sent, so what was typed before the page came alive is kept.
    const form = event.currentTarget;
    const { email, password, totpCode } = readFormValues(form, ['email', 'password', 'totpCode']);
    const result = validate(loginSchema, {
      email,
      password,
      ...(askForCode ? { totpCode } : {}),
    });
    if (!result.ok) {
      setErrors(fieldErrors(result));
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await signIn(result.data.email, result.data.password, result.data.totpCode);
    } catch (error) {
      setSubmitting(false);
      if (isApiError(error) && error.code === 'totp_required') {
        setAskForCode(true);
        return;
      }
      if (isApiError(error) && error.code === 'totp_invalid') {
        setErrors({ totpCode: errorMessage(error) });
        return;
      }
      // Too many wrong codes end the challenge: the sign-in starts again from the password.
      if (isApiError(error) && error.code === 'totp_challenge_ended') {
        setAskForCode(false);
        const passwordInput = form.elements.namedItem('password');
        if (passwordInput instanceof HTMLInputElement) passwordInput.value = '';
      }
      toast({
        title: t('login.signInFailed'),
        // docs/product/messages.md: the server's reason, else 'Invalid credentials'; no answer at all is
        // 'An unexpected error occurred'.
        description: errorMessage(error, { fallback: t('login.invalidCredentials') }),
        variant: 'destructive',
      });
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('login.submit')}>
      <Stack gap="4">
        <FormField
          label={t('login.email')}
          name="email"
          type="email"
          autoComplete="email"
          placeholder={t('login.emailPlaceholder')}
          error={errors.email}
          required
        />
        <FormField
          label={t('login.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          placeholder={t('login.passwordPlaceholder')}
          error={errors.password}
          required
        />
        {askForCode && (
          <Stack gap="1">
            <Text fontWeight="semibold">{t('login.totpTitle')}</Text>
            <Text color="fg.muted" fontSize="sm">
              {t('login.totpText')}
            </Text>
            <FormField
              label={t('login.totpLabel')}
              name="totpCode"
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder={t('login.totpPlaceholder')}
              helperText={t('login.totpHint')}
              error={errors.totpCode}
              autoFocus
              required
            />
          </Stack>
        )}
        <Button
          variant="plain"
          colorPalette="brand"
          alignSelf="flex-end"
          px="0"
          h="auto"
          onClick={onForgotPassword}
        >
          {t('login.forgotPassword')}
        </Button>
        <Button type="submit" colorPalette="brand" size="lg" disabled={submitting}>
          {submitting ? t('login.submitting') : t('login.submit')}
        </Button>
        <Text textAlign="center" color="fg.muted" fontSize="sm">
          {t('login.noAccount')}{' '}
          <Link asChild color="brand.700" fontWeight="semibold">
            <RouterLink to="/onboarding">{t('login.createAccount')}</RouterLink>
          </Link>
        </Text>
      </Stack>
    </form>
  );
}
