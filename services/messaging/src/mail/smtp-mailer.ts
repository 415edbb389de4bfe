import { createTransport } from 'nodemailer';
import { messageIdFor, type Mailer } from './mailer';

/**
 * nodemailer over SMTP_URL. Timeouts are far below nodemailer's defaults (minutes) so a hung server
 * turns into a retried job instead of a worker slot and a row lock held for ten minutes.
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = createTransport(
    { url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
    { from },
  );
  return {
    async send({ emailId, to, subject, text, html, replyTo }) {
      const info = await transport.sendMail({
        // As address objects, never parsed as lists: a comma in a visitor's address cannot add a recipient.
        to: { name: '', address: to },
        subject,
        text,
        html,
        messageId: messageIdFor(emailId, from),
        ...(replyTo ? { replyTo: { name: '', address: replyTo } } : {}),
      });
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}
