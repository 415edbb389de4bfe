import { serviceUrl } from '@nomada/service-kit';
import { e2eEnv } from './env';

type MailSummary = { id: string; to: string; subject: string; created_at: string; text: string };

/**
 * Waits for the newest development-mailbox message to this address (holding `containing`, when
 * given: an earlier mail to the same address must not be taken for the one awaited) and returns it.
 */
export async function waitForMail(
  to: string,
  { timeoutMs = 30_000, containing }: { timeoutMs?: number; containing?: string } = {},
): Promise<MailSummary> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${serviceUrl('messaging', e2eEnv.port)}/dev/mailbox`);
    if (response.ok) {
      const body = (await response.json()) as { messages?: MailSummary[] } | MailSummary[];
      const messages = Array.isArray(body) ? body : (body.messages ?? []);
      const mail = messages.find(
        (message) =>
          message.to.includes(to) &&
          (containing === undefined || message.text.includes(containing)),
      );
      if (mail) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}

export function firstLink(text: string, containing: string): string {
  const link = text.match(/https?:\/\/\S+/g)?.find((candidate) => candidate.includes(containing));
  if (!link) throw new Error(`no link containing ${containing} in:\n${text}`);
  return link;
}

/** Waits for a development-mailbox message to this address whose subject matches. */
export async function waitForMailAbout(
  to: string,
  subject: RegExp,
  { timeoutMs = 30_000 } = {},
): Promise<MailSummary> {
  const deadline = Date.now() + timeoutMs;
  const url = `${serviceUrl('messaging', e2eEnv.port)}/dev/mailbox?to=${encodeURIComponent(to)}`;
  while (Date.now() < deadline) {
    const response = await fetch(url);
    if (response.ok) {
      const body = (await response.json()) as { messages?: MailSummary[] } | MailSummary[];
      const messages = Array.isArray(body) ? body : (body.messages ?? []);
      const mail = messages.find((message) => subject.test(message.subject));
      if (mail) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no mail to ${to} about ${subject} within ${timeoutMs} ms`);
}
