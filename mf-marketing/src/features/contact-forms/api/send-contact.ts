import type { ContactSubmission } from '@nomada/contracts';
import { apiPost, isApiError } from '@nomada/state';

type SendContactAnswer = { success?: boolean; error?: string };

/** `error` is the server's own text when it gave one worth showing. */
export type SendContactResult = { ok: true } | { ok: false; error?: string };

/**
 * Sends a contact submission and, in parallel, the internal notification whose outcome nobody
 * waits for (SPEC.md section 7). Rejects only for failures that never reached the server's answer.
 */
export async function sendContact(body: ContactSubmission): Promise<SendContactResult> {
  const email = apiPost<SendContactAnswer | undefined>('/functions/send-contact-email', body);
  void apiPost('/functions/notify-contact', body).catch(() => undefined);
  try {
    const answer = await email;
    if (answer?.success === false) return { ok: false, error: answer.error };
    return { ok: true };
  } catch (error) {
    // Status 0 never reached the server; a 5xx text is a bare status line, not a message for people.
    if (isApiError(error) && error.status > 0) {
      return { ok: false, error: error.status < 500 ? error.message : undefined };
    }
    throw error;
  }
}
