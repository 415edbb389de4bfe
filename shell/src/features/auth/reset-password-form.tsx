import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { newPasswordFormSchema, validate } from '@nomada/contracts';
import { apiPost, toast } from '@nomada/state';
import { errorMessage } from '@nomada/ui';
import { FormField } from '../../components/form-field';
import { fieldErrors } from '../../lib/field-errors';
import type { ResetTokens } from './reset-tokens';

/** docs/product/constants.md: the reset page returns to /login 2 seconds after success. */
export const RESET_REDIRECT_DELAY_MS = 2000;

export function ResetPasswordForm({ tokens }: { tokens: ResetTokens }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [state, setState] = useState<'idle' | 'submitting' | 'done'>('idle');
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(redirect.current), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validate(newPasswordFormSchema, { password, confirmPassword });
    if (!result.ok) {
      const messages = fieldErrors(result);
      setErrors(messages);
      const first = t(`validation:${result.key}`);
      toast({ title: first, variant: 'destructive' });
      return;
    }
    setErrors({});
    setState('submitting');
    try {
      await apiPost('/functions/reset-password', { password: result.data.password, ...tokens });
      setState('done');
      toast({
        title: t('resetPassword.updatedTitle'),
        description: t('resetPassword.updatedText'),
        variant: 'success',
      });
      redirect.current = setTimeout(
        () => navigate('/login', { replace: true }),
        RESET_REDIRECT_DELAY_MS,
      );
    } catch (error) {
      setState('idle');
      toast({
        title: t('resetPassword.failedTitle'),
        description: errorMessage(error),
        variant: 'destructive',
      });
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('resetPassword.title')}>
      <Stack gap="4">
        <FormField
          label={t('resetPassword.newPassword')}
          name="password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
          required
        />
        <FormField
          label={t('resetPassword.confirmPassword')}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(e) => setConfirmPassword(e.target.value)}
          error={errors.confirmPassword}
          required
        />
        <Button type="submit" colorPalette="brand" size="lg" disabled={state !== 'idle'}>
          {state === 'submitting' ? t('resetPassword.submitting') : t('resetPassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
