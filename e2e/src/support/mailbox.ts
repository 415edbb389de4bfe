import { serviceUrl } from '@nomada/service-kit';
import { eventually } from '@nomada/service-kit/eventually';
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
  const url = `${serviceUrl('messaging', e2eEnv.port)}/dev/mailbox`;
  return eventually(
    async () =>
      (await mailboxMessages(url)).find(
        (message) =>
          message.to.includes(to) &&
          (containing === undefined || message.text.includes(containing)),
      ),
    { timeoutMs, intervalMs: 500, what: `a mail to ${to}` },
  );
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
  const url = `${serviceUrl('messaging', e2eEnv.port)}/dev/mailbox?to=${encodeURIComponent(to)}`;
  return eventually(
    async () => (await mailboxMessages(url)).find((message) => subject.test(message.subject)),
    { timeoutMs, intervalMs: 500, what: `a mail to ${to} about ${subject}` },
  );
}

/** The mailbox's messages, none while it does not answer. */
async function mailboxMessages(url: string): Promise<MailSummary[]> {
  const response = await fetch(url);
  if (!response.ok) return [];
  const body = (await response.json()) as { messages?: MailSummary[] } | MailSummary[];
  return Array.isArray(body) ? body : (body.messages ?? []);
}
