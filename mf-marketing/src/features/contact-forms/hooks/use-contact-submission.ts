import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactSubmission } from '@nomada/contracts';
import { translateServerMessage } from '@nomada/i18n';
import { isApiError, toast } from '@nomada/state';
import { sendContact } from '../api/send-contact';

/**
 * The submit flow both contact forms share: one request at a time, then a success or destructive
 * toast. Resolves true on success so the form can clear its fields; on failure they stay.
 */
export function useContactSubmission() {
  const { t } = useTranslation('marketing');
  const [submitting, setSubmitting] = useState(false);

  const submit = useCallback(
    async (body: ContactSubmission): Promise<boolean> => {
      const isHome = body.source === 'homepage';
      const fail = (description: string) => {
        toast({ variant: 'destructive', title: t('contactForms.toast.errorTitle'), description });
      };
      setSubmitting(true);
      try {
        const result = await sendContact(body);
        if (result.ok) {
          toast(
            isHome
              ? {
                  variant: 'success',
                  title: t('contactForms.toast.successTitle'),
                  description: t('contactForms.toast.contact_form_success'),
                }
              : {
                  variant: 'success',
                  title: t('contactForms.toast.sentTitle'),
                  description: t('contactForms.toast.sentDescription'),
                },
          );
          return true;
        }
        fail(
          isHome && result.error
            ? translateServerMessage(result.error)
            : t('contactForms.toast.failed'),
        );
        return false;
      } catch (error) {
        // A network failure's text ("Network error") is ours, not the server's: say it kindly.
        const own = isHome && error instanceof Error && !isApiError(error) ? error.message : '';
        fail(own || t('contactForms.toast.unexpected'));
        return false;
      } finally {
        setSubmitting(false);
      }
    },
    [t],
  );

  return { submit, submitting };
}
