import { useState, type FormEvent } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { recoverSchema, validate } from '@nomada/contracts';
import { apiPost, toast } from '@nomada/state';
import { errorMessage } from '@nomada/ui';
import { FormField } from '../../components/form-field';
import { fieldErrors } from '../../lib/field-errors';

/** Reset mode of /login: POST /auth/recover with a link back to this origin. */
export function ResetRequestForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('common');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validate(recoverSchema, {
      email,
      redirect_to: `${window.location.origin}/reset-password`,
    });
    if (!result.ok) {
      setErrors(fieldErrors(result));
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await apiPost('/auth/recover', result.data);
      toast({
        title: t('login.resetSentTitle'),
        description: t('login.resetSentText'),
        variant: 'success',
      });
      onBack();
    } catch (error) {
      toast({
        title: t('login.resetFailed'),
        description: errorMessage(error),
        variant: 'destructive',
      });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('login.resetTitle')}>
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
          autoFocus
        />
        <Button type="submit" colorPalette="brand" size="lg" disabled={submitting}>
          {submitting ? t('login.sendingResetLink') : t('login.sendResetLink')}
        </Button>
        <Button variant="ghost" colorPalette="gray" onClick={onBack}>
          {t('login.backToLogin')}
        </Button>
      </Stack>
    </form>
  );
}
