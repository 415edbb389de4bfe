import { useState, type FormEvent } from 'react';
import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginSchema, validate } from '@nomada/contracts';
import { signIn, toast } from '@nomada/state';
import { FormField } from '../../components/form-field';
import { errorText } from '../../lib/error-text';
import { fieldErrors } from '../../lib/field-errors';

/** Sign-in mode of /login. On success the session store updates and the page redirects. */
export function SignInForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const { t } = useTranslation('common');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validate(loginSchema, { email, password });
    if (!result.ok) {
      setErrors(fieldErrors(result));
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await signIn(result.data.email, result.data.password);
    } catch (error) {
      toast({
        title: t('login.signInFailed'),
        description: errorText(error, t('login.invalidCredentials'), {
          'Invalid credentials': t('login.invalidCredentials'),
        }),
        variant: 'destructive',
      });
      setSubmitting(false);
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
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
          required
        />
        <FormField
          label={t('login.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          placeholder={t('login.passwordPlaceholder')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
          required
        />
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
