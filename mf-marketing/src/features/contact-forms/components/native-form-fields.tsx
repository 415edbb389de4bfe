import { API_ROUTES, type ContactSubmission } from '@nomada/contracts';
import { useLanguage } from '@nomada/i18n';

/**
 * Where the served form posts when it is sent before (or without) any script: the same endpoint the
 * script calls, which answers a native post with a page (a 303 to /contact/sent, or the form with its
 * errors). React handles `submit` itself once it has the form.
 */
export const NATIVE_FORM = {
  action: API_ROUTES['send-contact-email'].path,
  method: 'post',
} as const;

/** What the script adds to the body itself: which form this is, and the page's language. */
export function NativeFormFields({ source }: { source: ContactSubmission['source'] }) {
  const { language } = useLanguage();
  return (
    <>
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="lang" value={language} />
    </>
  );
}
