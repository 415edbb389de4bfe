import { API_ROUTES, type ContactSubmission } from '@nomada/contracts';
import { ApiError, apiPost } from '@nomada/state';

const email = API_ROUTES['send-contact-email'];
const notify = API_ROUTES['notify-contact'];

/**
 * Sends a contact submission and, in parallel, the internal notification whose outcome nobody
 * waits for (docs/product/http-api.md). Rejects with the ApiError of send-contact-email: its code says why
 * (`contact_throttled`, a field rule…), `network_error` when no answer came, `unexpected_response`
 * when the answer is not what the contract says.
 *
 * `apiPost` and the contract's schema here rather than `apiCall`: the public pages' copy of
 * @nomada/state leaves `apiCall` out, and with it every answer schema of the contract.
 */
export async function sendContact(body: ContactSubmission): Promise<void> {
  const sent = apiPost<unknown>(email.path, body);
  void apiPost(notify.path, body).catch(() => undefined);
  const answer = await sent;
  if (!email.success.schema.safeParse(answer).success) {
    throw new ApiError(
      email.success.status,
      'unexpected_response',
      'Unexpected answer to send-contact-email',
    );
  }
}
